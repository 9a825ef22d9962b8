import type { WireResource, WireVersion } from './wire';

/**
 * The version an Accept header asks for, for one resource: `application/json; rfms=<resource>.v4.0`
 * or `application/vnd.fmsstandard.com.<resource>.v2.1+json` (matched without regard to case, as
 * Volvo's own files capitalise the resource). Null when no media range names this resource.
 */
export function requestedVersion(accept: string | undefined, resource: WireResource): string | null {
  for (const range of (accept ?? '').toLowerCase().split(',')) {
    const v4 = /^\s*application\/json\s*;.*\brfms\s*=\s*"?([a-z]+)\.v(\d+\.\d+)"?/.exec(range);
    const v2 = /^\s*application\/vnd\.fmsstandard\.com\.([a-z]+)\.v(\d+\.\d+)\+json/.exec(range);
    const match = v4 ?? v2;
    if (match && match[1] === resource) return match[2]!;
  }
  return null;
}

export function mediaTypeOf(version: WireVersion, resource: WireResource): string {
  return version === '4.0'
    ? `application/json; rfms=${resource}.v4.0`
    : `application/vnd.fmsstandard.com.${resource}.v2.1+json; charset=utf-8`;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;

/** A query time, or NaN. An unencoded `+` arrives as a space: read it back. */
export function parseQueryTime(value: string): number {
  const text = value.trim().replace(/ (\d{2}:\d{2})$/, '+$1');
  return INSTANT.test(text) ? Date.parse(text) : NaN;
}

/** `yyyy-MM-dd'T'HH:mm:ss'Z'`, the format both versions' starttime takes. */
export function formatQueryTime(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
