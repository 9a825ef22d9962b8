import { ApiError } from '../http/api-error';
import { isTransientFailure, OutboundError, outboundErrorKey } from '../platform/outbound-http/outbound-errors';
import type { OutboundHttp } from '../platform/outbound-http/outbound-http';

/**
 * Refuses with 400, in words and naming the field, a service address the server would not call:
 * not https, not a public address, a name that does not resolve (decision 0017). A failure that
 * may pass (the resolver did not answer in time) does not stop saving: every call checks again.
 */
export async function checkServiceAddresses(
  http: OutboundHttp,
  addresses: Record<string, string | undefined>,
): Promise<void> {
  for (const [field, address] of Object.entries(addresses)) {
    if (!address) continue;
    try {
      await http.check(address);
    } catch (error) {
      if (!(error instanceof OutboundError)) throw error;
      if (isTransientFailure(error.reason)) continue;
      const key = outboundErrorKey(error.reason);
      throw new ApiError(400, key, {}, [{ path: field, message: key }]);
    }
  }
}
