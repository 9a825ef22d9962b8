import type { DriverDb } from './driver-db';

/** What the store needs from the browser; tests give their own. */
export interface DriverDataDeps {
  openDb(): Promise<DriverDb>;
  fetch: typeof fetch;
  /** The signed-in user's access token, or null while signed out. */
  getAccessToken(): Promise<string | null>;
  now(): number;
  random(): number;
  newKey(): string;
  isOnline(): boolean;
  storage: Storage | undefined;
  geolocation: Geolocation | undefined;
  requestPersistentStorage(): Promise<unknown>;
}
