/**
 * Registration-number rules per country, kept in this one table (interpretation.md): the
 * spec's `ABC-123` is the default; Finnish and Swedish formats (domain-rules.md §5) sit beside
 * it so an organisation can be given one later without touching callers.
 */
export interface RegistrationRule {
  /** Matches the normalised text (upper case, no spaces). */
  pattern: RegExp;
  /** How a valid number is written, from the pattern's groups. */
  format: (groups: string[]) => string;
}

export const REGISTRATION_RULES = {
  /** The spec: three letters, a hyphen, three digits. The hyphen may be left out when typing. */
  default: { pattern: /^([A-Z]{3})-?([0-9]{3})$/, format: ([letters, digits]) => `${letters}-${digits}` },
  /** Finland: 2–3 letters and 1–3 digits, not starting with 0. */
  FI: { pattern: /^([A-ZÅÄÖ]{2,3})-?([1-9][0-9]{0,2})$/, format: ([letters, digits]) => `${letters}-${digits}` },
  /** Sweden: 3 letters (no I, Q, V, Å, Ä, Ö), 2 digits, a digit or letter; written with a space. */
  SE: {
    pattern: /^([A-HJ-PR-UW-Z]{3})([0-9]{2}[0-9A-HJ-PR-UW-Z])$/,
    format: ([letters, rest]) => `${letters} ${rest}`,
  },
} as const satisfies Record<string, RegistrationRule>;
export type RegistrationRuleKey = keyof typeof REGISTRATION_RULES;

/**
 * The registration number in its written form (e.g. "abc123" → "ABC-123"), or undefined when
 * it does not follow the rule. Case and spaces are ignored.
 */
export function normaliseRegistrationNumber(input: string, rule: RegistrationRuleKey = 'default'): string | undefined {
  const { pattern, format } = REGISTRATION_RULES[rule] as RegistrationRule;
  const match = pattern.exec(input.replace(/\s+/g, '').toUpperCase());
  return match ? format(match.slice(1)) : undefined;
}

export function isRegistrationNumber(input: string, rule: RegistrationRuleKey = 'default'): boolean {
  return normaliseRegistrationNumber(input, rule) !== undefined;
}
