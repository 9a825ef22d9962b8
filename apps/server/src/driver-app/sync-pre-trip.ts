import type { SyncOperation } from '@rahti/domain';
import type { PreTripChecksService } from '../fleet/pre-trip-checks.service';
import type { OperationContext } from './sync-operations';
import { applied, type OperationResult } from './sync-results';

/**
 * A pre-trip check the driver answered, or skipped, at a shift's start (issue 25): stored once by
 * its key; each defect becomes a maintenance item the office sees due at once.
 */
export async function recordPreTripCheck(
  { change, driver }: OperationContext,
  operation: Extract<SyncOperation, { kind: 'recordPreTripCheck' }>,
  preTrip: PreTripChecksService,
): Promise<OperationResult> {
  return applied(await preTrip.record(change, driver.id, operation.check));
}
