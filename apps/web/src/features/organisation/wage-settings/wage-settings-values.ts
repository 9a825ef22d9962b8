import { z } from 'zod';
import {
  WAGE_DEFAULT_FIELDS,
  allowanceDefaults,
  wageDefaults,
  wageDetailsInputSchema,
  type AllowanceDefaults,
  type WageDefaults,
  type WageDetails,
  type WageDetailsInput,
} from '@rahti/domain';

/** The wage fractions shown as percentages (15 for 0.15); the unemployment salary limit is money. */
export const PERCENT_FIELDS = WAGE_DEFAULT_FIELDS.filter(
  (key) => key !== 'unemploymentInsuranceAnnualSalaryOrganisationLimit',
);
export const ALLOWANCE_FIELDS = Object.keys(allowanceDefaults()) as (keyof AllowanceDefaults)[];
export type WageSettingsField = keyof WageDefaults | keyof AllowanceDefaults;

/** Form values as typed, one flat text per field; empty means "the built-in default". */
export type WageSettingsValues = Record<WageSettingsField, string>;

const allowanceShape = (wageDetailsInputSchema.shape.allowances.unwrap() as z.ZodObject).shape;
/** The shared schema's own field rules (a number ≥ 0, decimal comma accepted), flattened for the form. */
export const wageSettingsFormSchema = z.object({
  ...Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, wageDetailsInputSchema.shape[key]])),
  ...Object.fromEntries(ALLOWANCE_FIELDS.map((key) => [key, allowanceShape[key]])),
}) as z.ZodType<Partial<Record<WageSettingsField, number>>>;

/** Display rounding: 0.0007 × 100 reads 0.07, not 0.06999999999999999. */
const round = (value: number) => Math.round(value * 1e8) / 1e8;
const isPercent = (key: string) => (PERCENT_FIELDS as readonly string[]).includes(key);

/** A stored value as the form shows it: percent fields ×100, in the language's decimal separator. */
export function shownValue(key: WageSettingsField, value: number, language: string): string {
  const text = String(round(isPercent(key) ? value * 100 : value));
  return language === 'en' ? text : text.replace('.', ',');
}

/**
 * The form's values: only what the organisation set itself; a field it left to the built-in
 * value is empty and shows that value as its placeholder (issue 21). A server that does not say
 * which values are the organisation's own (no `ownValues`) fills every field, as before.
 */
export function toFormValues(details: WageDetails, language: string): WageSettingsValues {
  const own = details.ownValues ?? { ...details, allowances: details.allowances };
  const shown = (key: WageSettingsField, value: number | undefined) =>
    value === undefined ? '' : shownValue(key, value, language);
  return Object.fromEntries([
    ...WAGE_DEFAULT_FIELDS.map((key) => [key, shown(key, own[key])]),
    ...ALLOWANCE_FIELDS.map((key) => [key, shown(key, own.allowances[key])]),
  ]) as WageSettingsValues;
}

/** The built-in value of a field, as the form shows it (the placeholder of an empty field). */
export function builtInShown(key: WageSettingsField, language: string): string {
  const builtIn: Record<string, number> = { ...wageDefaults(), ...allowanceDefaults() };
  return shownValue(key, builtIn[key] ?? 0, language);
}

/** Checked form numbers as the API takes them: percentages back to fractions, allowances grouped. */
export function toWageDetailsInput(parsed: Partial<Record<WageSettingsField, number>>): WageDetailsInput {
  const fraction = (key: keyof WageDefaults) => {
    const value = parsed[key];
    return value === undefined || !isPercent(key) ? value : round(value / 100);
  };
  return wageDetailsInputSchema.parse({
    ...Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, fraction(key)])),
    allowances: Object.fromEntries(ALLOWANCE_FIELDS.map((key) => [key, parsed[key]])),
  });
}
