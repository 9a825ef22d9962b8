import { z } from 'zod';
import { uuidField } from '../platform/fields';
import { localDateField } from '../shifts/shift.schemas';
import { normaliseShareCode } from './share-codes';

/**
 * Sharing between organisations (issue 27; spec sections 3, 4, 5): one organisation makes a
 * share of some data types, in a scope, to send or to retrieve, and gets a code; the other
 * enters the code; the maker approves; either ends it.
 */
export const SHARING_DATA_TYPES = ['invoices', 'routes', 'shifts', 'tasks'] as const;
export type SharingDataType = (typeof SHARING_DATA_TYPES)[number];
export const SHARING_DIRECTIONS = ['send', 'retrieve'] as const;
export type SharingDirection = (typeof SHARING_DIRECTIONS)[number];
/**
 * Spec section 4's states: pending (no other organisation yet), ready for sharing (joined,
 * awaiting the maker's approval), sharing (the sending side) or receiving (the other), ended.
 */
export const SHARING_STATUSES = ['pending', 'readyForSharing', 'sharing', 'receiving', 'ended'] as const;
export type SharingStatus = (typeof SHARING_STATUSES)[number];

export const SHARING_LIMITS = { scopeIdsMax: 500 } as const;

const ids = z.array(uuidField).max(SHARING_LIMITS.scopeIdsMax, 'validation:tooLong').optional();

/** What a share covers: only these routes, vehicles or customers, and only within these dates; none means all. */
export const sharingScopeSchema = z
  .object({
    routeIds: ids,
    vehicleIds: ids,
    customerIds: ids,
    from: localDateField.optional(),
    to: localDateField.optional(),
  })
  .refine((scope) => !scope.from || !scope.to || scope.from <= scope.to, {
    path: ['to'],
    message: 'shifts:periodEndBeforeStart',
  });
export type SharingScope = z.output<typeof sharingScopeSchema>;

/** POST /api/sharing (issue 27's contract, kept exactly) → 201 `{ id, code, status: "pending" }`. */
export const sharingInputSchema = z.object({
  dataTypes: z
    .array(z.enum(SHARING_DATA_TYPES, { error: 'validation:invalid' }))
    .min(1, 'sharing:dataTypesRequired')
    .refine((types) => new Set(types).size === types.length, 'validation:invalid'),
  direction: z.enum(SHARING_DIRECTIONS, { error: 'validation:invalid' }),
  scope: sharingScopeSchema.optional(),
});
export type SharingInput = z.output<typeof sharingInputSchema>;

/** A code as typed: 16 characters of the code alphabet, spaces and hyphens aside (spec section 5). */
export const shareCodeField = z.string({ error: 'validation:required' }).transform((typed, context) => {
  const code = normaliseShareCode(typed);
  if (code === undefined) {
    context.addIssue({ code: 'custom', message: 'sharing:codeLength' });
    return z.NEVER;
  }
  return code;
});

/** POST /api/sharing/join (the contract) → 201 `{ id, status }`; an unknown code → 404. */
export const sharingJoinSchema = z.object({ code: shareCodeField });

export const sharingCreatedSchema = z.object({ id: z.uuid(), code: z.string(), status: z.literal('pending') });
export const sharingJoinedSchema = z.object({ id: z.uuid(), status: z.enum(SHARING_STATUSES) });
