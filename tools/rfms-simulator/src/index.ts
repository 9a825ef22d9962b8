export { buildRfmsSimulator, startRfmsSimulator, type RfmsSimulator } from './simulator';
export type { RfmsSimulatorOptions, RecordedRequest } from './simulator-state';
export { DEFAULT_CREDENTIALS, type SimulatorCredentials } from './auth';
export type { TruckState } from './itinerary';
export { scaniaResponse } from './scania-auth';
