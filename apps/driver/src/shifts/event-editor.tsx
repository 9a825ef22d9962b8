import { useTranslation } from 'react-i18next';
import { EVENT_WORK_TYPES, SHIFT_LIMITS, workTypeKey } from '@rahti/domain';
import { Button } from '../ui/button';
import { SelectField, TextField } from '../ui/field';
import type { EventValues } from './shift-form-values';

interface EventEditorProps {
  index: number;
  value: EventValues;
  onChange: (value: EventValues) => void;
  onRemove?: () => void;
  /** The group's question for this event's type, if it has one. */
  question: string | undefined;
  problems: (field: 'workType' | 'start' | 'end' | 'answer') => string | undefined;
}

/** One event of the review form: its type, start and end on the organisation's clocks, its answer. */
export function EventEditor({ index, value, onChange, onRemove, question, problems }: EventEditorProps) {
  const { t } = useTranslation();
  const set = (change: Partial<EventValues>) => onChange({ ...value, ...change });
  return (
    <fieldset className="event-editor stack">
      <legend>{t('review.eventNumber', { number: index + 1 })}</legend>
      <SelectField label={t('review.workType')} value={value.workType} error={problems('workType')} onChange={(event) => set({ workType: event.currentTarget.value })}>
        {EVENT_WORK_TYPES.map((workType) => (
          <option key={workType} value={workType}>
            {t(workTypeKey(workType))}
          </option>
        ))}
      </SelectField>
      <TextField type="datetime-local" label={t('review.start')} value={value.start} error={problems('start')} onChange={(event) => set({ start: event.currentTarget.value })} />
      <TextField type="datetime-local" label={t('review.end')} value={value.end} error={problems('end')} onChange={(event) => set({ end: event.currentTarget.value })} />
      {(question || value.answer) && (
        <TextField label={question ?? t('review.answerLabel')} value={value.answer} maxLength={SHIFT_LIMITS.answerMax} error={problems('answer')} onChange={(event) => set({ answer: event.currentTarget.value })} />
      )}
      {onRemove && (
        <Button variant="quiet" onClick={onRemove}>
          {t('review.removeEvent', { number: index + 1 })}
        </Button>
      )}
    </fieldset>
  );
}
