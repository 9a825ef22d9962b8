import type { i18n as I18n } from 'i18next';
import type { Language, RouteDependents } from '@rahti/domain';
import { ApiError, catalogueErrors } from '../http/api-error';

/** An error with a message from the routes catalogue, naming the field when one is to blame. */
export const routeError = catalogueErrors('routes');

const DEPENDENT_KEYS: Record<keyof RouteDependents, string> = {
  plannedShifts: 'routes:dependentPlannedShifts',
  shifts: 'routes:dependentShifts',
  tasks: 'routes:dependentTasks',
  shares: 'routes:dependentShares',
};

/**
 * The 409 of a route others still depend on (spec section 8): the message names them in the
 * caller's language ("… depend on it: 3 shifts, one task"), and `dependents` carries the counts.
 */
export function hasDependentsError(translator: I18n, language: Language, dependents: RouteDependents): ApiError {
  const named = (Object.keys(DEPENDENT_KEYS) as (keyof RouteDependents)[])
    .filter((kind) => dependents[kind] > 0)
    .map((kind) => String(translator.t(DEPENDENT_KEYS[kind], { lng: language, count: dependents[kind] })));
  return new ApiError(409, 'routes:hasDependents', { dependents: named.join(', ') }, undefined, { dependents });
}
