import { calculationInputSchema } from '@rahti/domain';
import type { DraftValues } from '../current-calculation/draft-storage';

/** Every problem with the draft as "group.field" → i18n key, first message per field. */
export function calculationIssues(values: DraftValues): Record<string, string> {
  const result = calculationInputSchema.safeParse(values);
  const issues: Record<string, string> = {};
  if (result.success) return issues;
  for (const issue of result.error.issues) issues[issue.path.join('.')] ??= issue.message;
  return issues;
}
