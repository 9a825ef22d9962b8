import { useState } from 'react';
import { presetPeriod, type Period, type PeriodChoice } from '../../../lib/period-presets';

/** The period tasks are picked from: a preset around today, or two dates (a picked task's month to start with). */
export function useTaskPeriod(today: string, startMonth?: Period) {
  const [choice, setChoice] = useState<PeriodChoice>(startMonth ? 'custom' : 'thisMonth');
  const [custom, setCustom] = useState<Period>(startMonth ?? presetPeriod('thisMonth', today));
  const range = choice === 'custom' ? custom : presetPeriod(choice, today);
  const isValid = Boolean(range.from && range.to && range.from <= range.to);
  return {
    choice,
    range,
    isValid,
    setChoice: (next: PeriodChoice) => {
      if (next === 'custom') setCustom(range);
      setChoice(next);
    },
    setDate: (name: keyof Period, value: string) => setCustom((current) => ({ ...current, [name]: value })),
  };
}

export type TaskPeriod = ReturnType<typeof useTaskPeriod>;
