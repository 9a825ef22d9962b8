import { useTranslation } from 'react-i18next';
import { BONUS_TYPES, DAILY_ALLOWANCE_TYPES, DAILY_ALLOWANCE_TYPE_VALUES } from '@rahti/domain';
import { CheckboxField } from '../ui/choice-field';
import { NumberField, SelectField } from '../ui/field';
import type { ShiftFormValues } from './shift-form-values';

interface BonusFieldsProps {
  values: Pick<ShiftFormValues, 'bonuses' | 'dailyAllowance'>;
  onChange: (change: Partial<Pick<ShiftFormValues, 'bonuses' | 'dailyAllowance'>>) => void;
  problem: (path: string) => string | undefined;
}

/** Bonuses (adr, crane, dirty job, hct), each for some hours or the whole shift, and the daily allowance 0–6. */
export function BonusFields({ values, onChange, problem }: BonusFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <fieldset className="choice-group stack">
        <legend>{t('review.bonuses')}</legend>
        {BONUS_TYPES.map((type) => {
          const bonus = values.bonuses[type];
          const set = (change: Partial<typeof bonus>) =>
            onChange({ bonuses: { ...values.bonuses, [type]: { ...bonus, ...change } } });
          return (
            <div key={type}>
              <CheckboxField
                checked={bonus.on}
                onChange={(event) => set({ on: event.currentTarget.checked })}
                label={t(`bonuses.${type}`)}
              />
              {bonus.on && (
                <NumberField
                  label={t('review.bonusHours', { bonus: t(`bonuses.${type}`) })}
                  hint={t('review.bonusHoursHint')}
                  suffix="h"
                  value={bonus.hours}
                  error={problem(`bonuses.${type}`) ?? problem(`bonuses.${type}.hours`)}
                  onChange={(event) => set({ hours: event.currentTarget.value })}
                />
              )}
            </div>
          );
        })}
      </fieldset>
      <SelectField
        label={t('review.dailyAllowance')}
        value={values.dailyAllowance}
        error={problem('dailyAllowance')}
        onChange={(event) => onChange({ dailyAllowance: event.currentTarget.value })}
      >
        {DAILY_ALLOWANCE_TYPE_VALUES.map((value) => (
          <option key={value} value={value}>
            {t(`allowances.${DAILY_ALLOWANCE_TYPES[value]}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
