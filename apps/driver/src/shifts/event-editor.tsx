import { useTranslation } from 'react-i18next';
import { EVENT_WORK_TYPES, SHIFT_LIMITS, workTypeKey } from '@rahti/domain';
import { Button } from '../ui/button';
import { DateField, TimeField } from '../ui/date-time-fields';
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

/** The form keeps 'YYYY-MM-DDTHH:mm' on the organisation's clocks; its two fields show each half. */
const dateOf = (value: string) => /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0] ?? '';
const timeOf = (value: string) => /T(\d{2}:\d{2})$/.exec(value)?.[1] ?? '';
/** '' when both halves are empty (an event with no end yet); a half missing leaves a value the shift rules refuse. */
const joined = (date: string, time: string) => (date === '' && time === '' ? '' : `${date}T${time}`);

/** One event of the review form: its type, start and end (a date and a time each) on the organisation's clocks, its answer. */
export function EventEditor({ index, value, onChange, onRemove, question, problems }: EventEditorProps) {
  const { t } = useTranslation();
  const set = (change: Partial<EventValues>) => onChange({ ...value, ...change });
  return (
    <fieldset className="event-editor stack">
      <legend>{t('review.eventNumber', { number: index + 1 })}</legend>
      <SelectField
        label={t('review.workType')}
        value={value.workType}
        error={problems('workType')}
        onChange={(event) => set({ workType: event.currentTarget.value })}
      >
        {EVENT_WORK_TYPES.map((workType) => (
          <option key={workType} value={workType}>
            {t(workTypeKey(workType))}
          </option>
        ))}
      </SelectField>
      <div className="event-editor__when">
        <DateField
          label={t('review.startDate')}
          value={dateOf(value.start)}
          onChange={(date) => set({ start: joined(date, timeOf(value.start)) })}
        />
        <TimeField
          label={t('review.startTime')}
          value={timeOf(value.start)}
          error={problems('start')}
          onChange={(time) => set({ start: joined(dateOf(value.start), time) })}
        />
      </div>
      <div className="event-editor__when">
        <DateField
          label={t('review.endDate')}
          value={dateOf(value.end)}
          onChange={(date) => set({ end: joined(date, timeOf(value.end)) })}
        />
        <TimeField
          label={t('review.endTime')}
          value={timeOf(value.end)}
          error={problems('end')}
          onChange={(time) => set({ end: joined(dateOf(value.end), time) })}
        />
      </div>
      {(question || value.answer) && (
        <TextField
          label={question ?? t('review.answerLabel')}
          value={value.answer}
          maxLength={SHIFT_LIMITS.answerMax}
          error={problems('answer')}
          onChange={(event) => set({ answer: event.currentTarget.value })}
        />
      )}
      {onRemove && (
        <Button variant="quiet" onClick={onRemove}>
          {t('review.removeEvent', { number: index + 1 })}
        </Button>
      )}
    </fieldset>
  );
}
