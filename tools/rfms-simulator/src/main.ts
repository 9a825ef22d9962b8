import { startRfmsSimulator } from './simulator';

/** `npm run simulate:rfms`: the simulator for a demo, on RFMS_SIMULATOR_PORT (default 5080). */
function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${text}"`);
  return value;
}

const simulator = await startRfmsSimulator({
  port: positiveInteger('RFMS_SIMULATOR_PORT', 5080),
  host: process.env.RFMS_SIMULATOR_HOST || '127.0.0.1',
  trucks: positiveInteger('RFMS_SIMULATOR_TRUCKS', 5),
  seed: positiveInteger('RFMS_SIMULATOR_SEED', 1),
});
const { username, password, bearerToken, clientId, clientSecret, scaniaSecretKey } = simulator.credentials;
console.log(`rFMS simulator on ${simulator.url} (resources under /rfms), ${simulator.fleet.length} trucks reporting since ${new Date(simulator.startsAt).toISOString()}
  rFMS 2.1 (Volvo Connect): HTTP Basic, username "${username}", password "${password}"
  rFMS 4.0: bearer token "${bearerToken}", or OAuth2 client credentials at ${simulator.tokenUrl} (client id "${clientId}", secret "${clientSecret}")
  Scania sign-in at ${simulator.url}/auth: client id "${clientId}", secret key "${scaniaSecretKey}"
  Trucks: ${simulator.fleet.map((truck) => `${truck.name} ${truck.vin}`).join(', ')}
  Test switches: POST /simulator/rate-limit {"count":3,"retryAfterSeconds":2}; POST /simulator/failures {"count":2,"status":503};
    DELETE or PUT /simulator/vehicles/<vin> (remove, restore); POST /simulator/tokens/revoke; GET /simulator`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void simulator.close().then(() => process.exit(0));
  });
}
