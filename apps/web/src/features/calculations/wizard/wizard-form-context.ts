import { createContext, useContext } from 'react';
import type { Currency } from '@rahti/domain';
import type { DraftValues } from '../current-calculation/draft-storage';

/** What a step's fields need: the draft's values, its currency, and the messages to show. */
export interface WizardForm {
  values: DraftValues;
  currency: Currency;
  setValue: (path: string, value: unknown) => void;
  touch: (path: string) => void;
  /** The translated message for a field the user has touched or tried to leave the step with. */
  errorOf: (path: string) => string | undefined;
}

export const WizardFormContext = createContext<WizardForm | null>(null);

export function useWizardForm(): WizardForm {
  const form = useContext(WizardFormContext);
  if (!form) throw new Error('useWizardForm needs a WizardLayout');
  return form;
}
