import { parseDecimal } from '@rahti/domain';

/** What the user typed for a job: hours, km and the target profit margin in percent. */
export interface JobText {
  hours: string;
  km: string;
  margin: string;
}

export interface JobNumbers {
  hours: number;
  km: number;
  marginPercent: number;
}

export type JobErrors = Partial<Record<keyof JobText, string>>;

/**
 * Reads the typed job (a decimal comma is fine, spec section 5) into numbers, or the
 * catalogue keys of what is wrong: not a number, or below 0. The margin's upper limit depends
 * on the costs, so the domain's pricing checks it.
 */
export function readJob(text: JobText): { job?: JobNumbers; errors: JobErrors } {
  const errors: JobErrors = {};
  const read = (field: keyof JobText): number => {
    const value = text[field].trim() === '' ? undefined : parseDecimal(text[field]);
    if (value === undefined) errors[field] = text[field].trim() === '' ? 'validation:required' : 'validation:number';
    else if (value < 0) errors[field] = 'validation:notNegative';
    return value ?? 0;
  };
  const job = { hours: read('hours'), km: read('km'), marginPercent: read('margin') };
  return Object.keys(errors).length > 0 ? { errors } : { job, errors };
}
