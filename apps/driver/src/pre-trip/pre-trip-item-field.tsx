import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PRE_TRIP_LIMITS, type PreTripItem, type PreTripResult } from '@rahti/domain';
import type { PreTripPhoto } from '../data/driver-data.types';
import { RadioField } from '../ui/choice-field';
import { FieldFrame } from '../ui/field';
import { preTripItemLabel } from './item-label';
import { DefectPhotos } from './defect-photos';

/** One item as the driver is answering it. */
export interface ItemAnswer {
  result: PreTripResult | null;
  note: string;
  photos: PreTripPhoto[];
}

interface PreTripItemFieldProps {
  item: PreTripItem;
  answer: ItemAnswer;
  onChange(answer: ItemAnswer): void;
  /** Why the answer cannot be saved yet: no choice made, or a defect without a note. */
  problem: 'unanswered' | 'noNote' | null;
  shrink(file: Blob): Promise<PreTripPhoto>;
}

/** The control the form focuses when this item needs the driver: its first choice, or its note. */
export function itemControl(key: string, problem: 'unanswered' | 'noNote'): HTMLElement | null {
  return problem === 'unanswered'
    ? document.getElementById(`pre-trip-${key}-ok`)
    : ([...document.querySelectorAll<HTMLElement>('textarea[data-note-of]')].find(
        (note) => note.dataset.noteOf === key,
      ) ?? null);
}

/** One checklist item: OK or defect; a defect asks what is wrong and offers photos. */
export function PreTripItemField({ item, answer, onChange, problem, shrink }: PreTripItemFieldProps) {
  const { t } = useTranslation();
  const errorId = useId();
  const label = preTripItemLabel(t, item);
  const choose = (result: PreTripResult) => onChange({ ...answer, result });
  return (
    <fieldset
      className={`choice-group pre-trip-item${answer.result === 'defect' ? ' pre-trip-item--defect' : ''}`}
      aria-describedby={problem === 'unanswered' ? errorId : undefined}
    >
      <legend>{label}</legend>
      <div className="pre-trip-item__choices">
        <RadioField
          id={`pre-trip-${item.key}-ok`}
          name={`pre-trip-${item.key}`}
          label={t('pre-trip:driver.ok')}
          checked={answer.result === 'ok'}
          onChange={() => choose('ok')}
        />
        <RadioField
          name={`pre-trip-${item.key}`}
          label={t('pre-trip:driver.defect')}
          checked={answer.result === 'defect'}
          onChange={() => choose('defect')}
        />
      </div>
      {problem === 'unanswered' && (
        <p id={errorId} className="field__error">
          {t('pre-trip:driver.answerRequired')}
        </p>
      )}
      {answer.result === 'defect' && (
        <>
          <FieldFrame
            label={t('pre-trip:driver.note', { item: label })}
            error={problem === 'noNote' ? t('pre-trip:noteRequired') : undefined}
          >
            {({ id, describedBy, invalid }) => (
              <textarea
                id={id}
                data-note-of={item.key}
                className="field__input pre-trip-item__note"
                rows={3}
                maxLength={PRE_TRIP_LIMITS.noteMax}
                aria-describedby={describedBy}
                aria-invalid={invalid}
                value={answer.note}
                onChange={(event) => onChange({ ...answer, note: event.currentTarget.value })}
              />
            )}
          </FieldFrame>
          <DefectPhotos
            itemLabel={label}
            photos={answer.photos}
            onChange={(photos) => onChange({ ...answer, photos })}
            shrink={shrink}
          />
        </>
      )}
    </fieldset>
  );
}
