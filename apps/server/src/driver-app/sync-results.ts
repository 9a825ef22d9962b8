import type { z } from 'zod';
import type { SyncResult } from '@rahti/domain';
import type { ApiError } from '../http/api-error';

/** What one operation came to, before its key is attached. */
export type OperationResult = Omit<SyncResult, 'key'>;

const done = (outcome: 'applied' | 'stale', itemId: string): OperationResult => ({
  outcome,
  status: 200,
  message: null,
  params: {},
  itemId,
});

export const applied = (itemId: string) => done('applied', itemId);
/** A newer snapshot of the shift was applied before this one arrived. */
export const stale = (itemId: string) => done('stale', itemId);

export type ConflictReason =
  | 'approved'
  | 'endedByOffice'
  | 'changedByOffice'
  | 'pendingDriverEdit'
  | 'otherDriver'
  | 'removedByOffice'
  | 'notFound';

export function conflict(
  reason: ConflictReason,
  itemId: string | null,
  params: Record<string, string> = {},
): OperationResult {
  return {
    outcome: 'conflict',
    status: reason === 'notFound' ? 404 : 409,
    message: `driver-sync:conflicts.${reason}`,
    params,
    itemId,
  };
}

/** The driver group does not allow it (spec section 6, "Driver app permissions"). */
export function refusal(permission: string): OperationResult {
  return { outcome: 'refused', status: 403, message: `driver-sync:refusals.${permission}`, params: {}, itemId: null };
}

export function vehicleLocked(registerNumber: string): OperationResult {
  return {
    outcome: 'refused',
    status: 403,
    message: 'driver-sync:vehicleLocked',
    params: { registerNumber },
    itemId: null,
  };
}

/** Services' messages a driver reads better in the driver's own words. */
const IN_DRIVER_WORDS: Record<string, string> = {
  'shifts:approval.itemApproved': 'driver-sync:conflicts.approved',
  'shifts:approval.driverEditPending': 'driver-sync:conflicts.pendingDriverEdit',
  'shifts:clientKeyOtherDriver': 'driver-sync:conflicts.otherDriver',
  notFound: 'driver-sync:conflicts.notFound',
};

const I18N_KEY = /^[a-z][a-z0-9-]*:[A-Za-z0-9_.]+$/;
const messageKey = (code: string) => IN_DRIVER_WORDS[code] ?? (code.includes(':') ? code : `errors:${code}`);

/** A service's refusal (an ApiError) as the operation's outcome: 400 invalid, 403 refused, else a conflict. */
export function resultOfError(error: ApiError, itemId: string | null): OperationResult {
  const outcome = error.statusCode === 400 ? 'invalid' : error.statusCode === 403 ? 'refused' : 'conflict';
  const params = Object.fromEntries(Object.entries(error.params).map(([name, value]) => [name, String(value)]));
  const field = error.fields?.[0]?.path;
  return {
    outcome,
    status: error.statusCode,
    message: messageKey(error.code),
    params: field ? { ...params, field } : params,
    itemId: error.statusCode === 404 ? null : itemId,
  };
}

/** An operation its schema refuses (a shift rule, say): the first problem, on the field it concerns. */
export function resultOfInvalid(error: z.ZodError): OperationResult {
  const issue = error.issues[0];
  const message = issue && I18N_KEY.test(issue.message) ? issue.message : 'validation:invalid';
  return {
    outcome: 'invalid',
    status: 400,
    message,
    params: issue ? { field: issue.path.join('.') } : {},
    itemId: null,
  };
}
