import { isUniqueViolation } from '../db/errors';
import { isForeignKeyViolation, organisationDataError } from '../http/organisation-data-errors';

/** Maps the database's refusals of a driver write to the spec's messages. */
export function translateDriverWriteError(error: unknown): never {
  if (isUniqueViolation(error)) {
    const constraint = String((error as { constraint?: string }).constraint ?? (error as Error).message);
    if (constraint.includes('driver_card_id')) throw organisationDataError(409, 'driverCardIdInUse', 'driverCardId');
    throw organisationDataError(409, 'usernameTaken', 'username');
  }
  if (isForeignKeyViolation(error)) throw organisationDataError(400, 'unknownReference');
  throw error;
}
