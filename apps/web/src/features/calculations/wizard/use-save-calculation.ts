import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { calculationBodySchema, type Calculation } from '@rahti/domain';
import { errorMessage } from '../../../lib/api-error';
import { useCreateCalculation, useUpdateCalculation } from '../api/calculations-mutations';
import type { CurrentCalculation } from '../current-calculation/use-current-calculation';

/**
 * Save: POST the first time, PUT afterwards. Answers the saved calculation, or undefined when
 * the draft is incomplete (the caller shows which fields) or the server refused it.
 */
export function useSaveCalculation(current: CurrentCalculation) {
  const { t } = useTranslation();
  const create = useCreateCalculation();
  const update = useUpdateCalculation();
  const [failure, setFailure] = useState<string>();

  const save = async (): Promise<Calculation | undefined> => {
    setFailure(undefined);
    // The body as typed: what it leaves out the server fills from the organisation's defaults.
    const parsed = calculationBodySchema.safeParse(current.values);
    if (!parsed.success) return undefined;
    try {
      const saved = current.savedId
        ? await update.mutateAsync({ id: current.savedId, input: parsed.data })
        : await create.mutateAsync(parsed.data);
      current.markSaved(saved);
      return saved;
    } catch (error) {
      setFailure(errorMessage(error, t('web-calc-wizard:save.failed')));
      return undefined;
    }
  };

  return { save, failure, isSaving: create.isPending || update.isPending };
}
