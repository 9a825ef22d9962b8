import { z } from 'zod';
import {
  fleetItemInputSchema,
  type FleetDueType,
  type FleetItemInput,
  type FleetItemRow,
  type FleetItemType,
  type FleetRepeatUnit,
  type Language,
} from '@rahti/domain';
import type { FleetItemBody } from './fleet-api';
import { numberText, readNumbers } from './form-numbers';

/** The item form's values as typed: numbers as text, '' for "none". */
export interface FleetItemFormValues extends Record<string, unknown> {
  vehicleId: string;
  type: FleetItemType;
  dueType: FleetDueType;
  /** The open occurrence's due date (a new item's first). */
  dueDate: string;
  repeatUnit: FleetRepeatUnit | '';
  repeatCount: string;
  repeatUntil: string;
  firstKm: string;
  lastKm: string;
  intervalKm: string;
  cost: string;
  description: string;
}

/** What an edit keeps from the row as read: the version (a date item's due date is its open occurrence's). */
export interface FleetItemEdit {
  version: number;
}

export function fleetItemFormValues(
  row: FleetItemRow | undefined,
  vehicleId: string,
  language: Language,
): FleetItemFormValues {
  return {
    vehicleId: row?.vehicleId ?? vehicleId,
    type: row?.type ?? 'maintenance',
    dueType: row?.dueType ?? 'time',
    dueDate: row?.dueDate ?? '',
    repeatUnit: row?.repeatEvery?.unit ?? '',
    repeatCount: String(row?.repeatEvery?.count ?? 1),
    repeatUntil: row?.repeatUntil ?? '',
    firstKm: numberText(row?.firstKm, language),
    lastKm: numberText(row?.lastKm, language),
    intervalKm: numberText(row?.intervalKm, language),
    cost: numberText(row?.cost, language),
    description: row?.description ?? '',
  };
}

const NUMBER_NAMES = ['repeatCount', 'firstKm', 'lastKm', 'intervalKm', 'cost'] as const;

/** The input an issue of fleetItemInputSchema belongs to: the repeat's parts on their own inputs. */
function inputOf(path: readonly PropertyKey[]): string {
  const [head, part] = path.map(String);
  if (head !== 'repeatEvery') return head ?? '';
  return part === 'count' ? 'repeatCount' : 'repeatUnit';
}

/**
 * fleetItemInputSchema (the server's own rules, issue 25) read through the form: numbers with a
 * decimal comma or point, '' for "none", each message on its own input. The answer is the request
 * body as the server reads it; with `edit` it is PUT's, with the version (the server counts a
 * changed date item's repeats from its open occurrence, whose date is typed).
 */
export function fleetItemFormSchema(edit?: FleetItemEdit): z.ZodType<FleetItemBody> {
  return z.custom<FleetItemFormValues>().transform((values, ctx) => {
    const flagged = new Set<string>();
    const flag = (name: string, message: string) => {
      flagged.add(name);
      ctx.addIssue({ code: 'custom', message, path: [name] });
    };
    const numbers = readNumbers(values, NUMBER_NAMES, flag);
    const isTime = values.dueType === 'time';
    if (isTime && values.repeatUnit && values.repeatCount.trim() === '') flag('repeatCount', 'validation:required');
    const repeatEvery =
      isTime && values.repeatUnit ? { unit: values.repeatUnit, count: numbers.repeatCount ?? 1 } : null;
    const input: FleetItemInput = {
      vehicleId: values.vehicleId || undefined,
      type: values.type,
      dueType: values.dueType,
      ...(isTime
        ? {
            dueDate: values.dueDate || null,
            repeatEvery,
            repeatUntil: repeatEvery && values.repeatUntil ? values.repeatUntil : null,
          }
        : { firstKm: numbers.firstKm ?? null, lastKm: numbers.lastKm ?? null, intervalKm: numbers.intervalKm ?? null }),
      cost: numbers.cost ?? 0,
      description: values.description,
    };
    const result = fleetItemInputSchema.safeParse(input);
    if (!result.success)
      for (const issue of result.error.issues) {
        const name = inputOf(issue.path);
        if (!flagged.has(name)) ctx.addIssue({ code: 'custom', message: issue.message, path: [name] });
      }
    if (!result.success || flagged.size > 0) return z.NEVER;
    if (!edit) return input;
    return { ...input, version: edit.version };
  });
}
