import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server under test answers, e.g. http://localhost:41234 (no trailing slash). */
    baseUrl: string;
  }
}

export function baseUrl(): string {
  return inject('baseUrl');
}
