import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
    /** The server's OsmAnd listener for tracking devices (issue 14). */
    osmandUrl: string;
    /** An rFMS simulator the journeys point external services at (issue 14). */
    rfmsUrl: string;
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}

export const osmandUrl = (): string => inject('osmandUrl');
export const rfmsUrl = (): string => inject('rfmsUrl');
