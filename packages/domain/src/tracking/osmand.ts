import type { OsmandParseResult, OsmandRequest } from './osmand-fix';
import { parseOsmandJson } from './osmand-json';
import { parseOsmandQuery } from './osmand-query';

export * from './osmand-fix';
export { parseOsmandTimestamp } from './osmand-timestamp';

/**
 * One OsmAnd request (reference section 3) as a position of a device, or why it is none. A
 * Content-Type starting `application/json` is the JSON form of Traccar Client 9; anything else
 * is the query-string form, read from the URL or, when that is empty, from a form-encoded body.
 * Pure and total: whatever the text, it answers and never throws.
 */
export function parseOsmandRequest(request: OsmandRequest): OsmandParseResult {
  const isJson = (request.contentType ?? '').trimStart().toLowerCase().startsWith('application/json');
  return isJson
    ? parseOsmandJson(request.body, request.receivedAtMs)
    : parseOsmandQuery(request.query, request.body, request.receivedAtMs);
}
