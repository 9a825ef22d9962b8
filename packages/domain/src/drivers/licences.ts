import { z } from 'zod';

/** Driving licence classes (EU directive 2006/126/EC) a haulage company records. */
export const LICENCE_CLASSES = [
  'AM',
  'A1',
  'A2',
  'A',
  'B',
  'BE',
  'C1',
  'C1E',
  'C',
  'CE',
  'D1',
  'D1E',
  'D',
  'DE',
] as const;
/**
 * Qualifications recorded beside the classes: dangerous goods (ADR, ADR tank), driver CPC
 * (professional competence), high-capacity transport, crane, forklift, hot work and
 * occupational safety cards. An organisation adds its own as licence types.
 */
export const QUALIFICATIONS = [
  'ADR',
  'ADR-TANK',
  'CPC',
  'HCT',
  'CRANE',
  'FORKLIFT',
  'HOT-WORK',
  'OCCUPATIONAL-SAFETY',
] as const;
export type LicenceClass = (typeof LICENCE_CLASSES)[number];
export type Qualification = (typeof QUALIFICATIONS)[number];
export const LICENCE_KINDS = ['class', 'qualification'] as const;
export type LicenceKind = (typeof LICENCE_KINDS)[number];

/** Which kind a built-in code is; undefined for an organisation's own licence type. */
export function licenceKindOf(code: string): LicenceKind | undefined {
  if ((LICENCE_CLASSES as readonly string[]).includes(code)) return 'class';
  if ((QUALIFICATIONS as readonly string[]).includes(code)) return 'qualification';
  return undefined;
}

/** A calendar date 'YYYY-MM-DD' (no time zone: a licence expires on a day). */
export const dateField = z.iso.date('organisation-data:invalidDate');

/** A licence code as stored: upper case, trimmed (so "ce" and "CE" are one class). */
export const licenceCodeField = z
  .string({ error: 'validation:required' })
  .trim()
  .min(1, 'validation:required')
  .max(40, 'validation:tooLong')
  .transform((code) => code.toUpperCase());

export const driverLicenceSchema = z.object({
  code: licenceCodeField,
  expiresOn: dateField.nullable().default(null),
});
export type DriverLicence = z.infer<typeof driverLicenceSchema>;

/** A driver's licences: each code at most once ("duplicate licence"). */
export const driverLicencesField = z
  .array(driverLicenceSchema)
  .max(50, 'validation:tooLong')
  .superRefine((licences, ctx) => {
    const seen = new Set<string>();
    licences.forEach((licence, index) => {
      if (seen.has(licence.code))
        ctx.addIssue({ code: 'custom', message: 'organisation-data:duplicateLicence', path: [index, 'code'] });
      seen.add(licence.code);
    });
  });

/** Whether a licence is still valid on a day ('YYYY-MM-DD'); no expiry date means valid. */
export function isLicenceValidOn(licence: Pick<DriverLicence, 'expiresOn'>, day: string): boolean {
  return licence.expiresOn === null || licence.expiresOn >= day;
}
