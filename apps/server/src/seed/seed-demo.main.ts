import { loadConfig } from '../config/config';
import { DataDirLockedError, openConfiguredDatabase } from '../db/open-configured';
import { DEMO_ORGANISATION_ID, DEMO_ORGANISATION_NAME, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-organisation';

/** `npm run seed:demo`: fills the configured database with the demo organisation. */
async function main() {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    const { created } = await seedDemo(database.db);
    console.log(created.length ? `Created: ${created.join(', ')}` : 'The demo organisation is already there; nothing changed.');
    console.log(`${DEMO_ORGANISATION_NAME} (${DEMO_ORGANISATION_ID}); password for every sign-in: ${DEMO_PASSWORD}`);
    for (const user of DEMO_USERS) console.log(`  ${user.email.padEnd(20)} ${user.isDriver ? 'driver app' : user.role}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? `Cannot seed: ${error.message}` : error);
  process.exit(error instanceof DataDirLockedError ? 2 : 1);
});
