import { loadConfig } from '../config/config';
import { DataDirLockedError, openConfiguredDatabase } from '../db/open-configured';
import { createConfiguredFileStorage } from '../files/configured-file-storage';
import { createOutboundHttp } from '../platform/outbound-http/outbound-http';
import { DEMO_ORGANISATION_ID, DEMO_ORGANISATION_NAME, DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo-organisation';
import {
  DEMO_APP_DRIVER_USERNAME,
  DEMO_BASES,
  DEMO_DEPARTMENTS,
  DEMO_DRIVER_GROUPS,
  DEMO_DRIVERS,
  DEMO_VEHICLES,
} from './demo-organisation-data';
import { DEMO_SUBCONTRACTOR_ADMIN, DEMO_SUBCONTRACTOR_NAME } from './seed-subcontractor';

/** `npm run seed:demo`: fills the configured database with the demo organisation. */
async function main() {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  // The demo's photos go where the server keeps files (FILE_STORAGE), through the same checked client.
  const http = createOutboundHttp({ allowPrivate: config.externalServicesAllowPrivate });
  const storage = createConfiguredFileStorage(config.fileStorage, database.db, http);
  try {
    const { created } = await seedDemo(database.db, new Date(), storage);
    console.log(
      created.length ? `Created: ${created.join(', ')}` : 'The demo organisation is already there; nothing changed.',
    );
    console.log(`${DEMO_ORGANISATION_NAME} (${DEMO_ORGANISATION_ID}); password for every sign-in: ${DEMO_PASSWORD}`);
    for (const user of DEMO_USERS)
      console.log(`  ${user.email.padEnd(20)} ${user.isDriver ? 'driver app' : user.role}`);
    console.log(
      `${DEMO_SUBCONTRACTOR_NAME}, the subcontractor sharing its shifts: ${DEMO_SUBCONTRACTOR_ADMIN} (Admin)`,
    );
    const names = (rows: readonly { name: string }[]) => rows.map((row) => row.name).join(', ');
    const activeVehicles = DEMO_VEHICLES.filter((vehicle) => vehicle.activatedDaysAgo !== undefined).length;
    console.log(`Departments: ${names(DEMO_DEPARTMENTS)}; bases: ${names(DEMO_BASES)}`);
    console.log(`Driver groups: ${DEMO_DRIVER_GROUPS.map((group) => String(group.input.name)).join(', ')}`);
    console.log(
      `${DEMO_VEHICLES.length} vehicles (${activeVehicles} active), ${DEMO_DRIVERS.length} drivers (${DEMO_APP_DRIVER_USERNAME} is Diego Driver's driver-app account)`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? `Cannot seed: ${error.message}` : error);
  process.exit(error instanceof DataDirLockedError ? 2 : 1);
});
