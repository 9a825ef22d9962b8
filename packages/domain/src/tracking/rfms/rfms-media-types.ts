import type { RfmsResource, RfmsVersion } from './rfms-model';

/**
 * The Accept header that asks an rFMS server for one resource in one version (domain-rules.md §2):
 * v4.0 names the resource in a parameter of application/json; v2.1 (Volvo Connect) uses a vendor
 * media type.
 */
export function rfmsMediaType(version: RfmsVersion, resource: RfmsResource): string {
  return version === '4.0'
    ? `application/json; rfms=${resource}.v4.0`
    : `application/vnd.fmsstandard.com.${resource}.v2.1+json; UTF-8`;
}
