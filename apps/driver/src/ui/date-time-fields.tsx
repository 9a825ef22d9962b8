import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, parseDateText, parseTimeText, shiftCalendarDate } from '@rahti/domain';
import { FieldFrame } from './field';
import { Icon } from './icons';

interface TextFieldOf<Value extends string> {
  label: string;
  /** What the field holds ('YYYY-MM-DD', 'HH:mm'), or '' for none. */
  value: Value | '';
  /** The value once the text is one, '' while it is empty or not (yet) one. */
  onChange: (value: string) => void;
  error?: string | undefined;
}

/**
 * The text of a field that holds a parsed value: typed freely, read with `parse`, handed up only
 * when what it means changes; a value from outside (a reset) replaces it.
 */
function useParsedText(
  value: string,
  onChange: (value: string) => void,
  parse: (text: string) => string | undefined,
  show: (value: string) => string,
) {
  const [text, setText] = useState(() => (value ? show(value) : ''));
  const [given, setGiven] = useState(value);
  const [isLeft, setIsLeft] = useState(false);
  if (value !== given) {
    setGiven(value);
    if ((parse(text) ?? '') !== value) setText(value ? show(value) : '');
  }
  const change = (next: string) => {
    setText(next);
    setIsLeft(false);
    const nextValue = parse(next) ?? '';
    if (nextValue !== value) {
      setGiven(nextValue);
      onChange(nextValue);
    }
  };
  const isInvalid = isLeft && text.trim() !== '' && parse(text) === undefined;
  return { text, change, isInvalid, leave: () => setIsLeft(true) };
}

const todayOf = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The driver app's one date field (issue 21): DD.MM.YYYY in every language, whatever the phone's
 * own format. A text field with the format as its hint; the up and down arrow keys move the date
 * by a day; the calendar button opens the phone's own date picker.
 */
export function DateField({ label, value, onChange, error }: TextFieldOf<string>) {
  const { t } = useTranslation();
  const field = useParsedText(value, onChange, parseDateText, formatCalendarDate);
  const picker = useRef<HTMLInputElement>(null);
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.altKey || event.ctrlKey || event.metaKey)
      return;
    event.preventDefault();
    const from = parseDateText(field.text) ?? (value || todayOf());
    field.change(formatCalendarDate(shiftCalendarDate(from, event.key === 'ArrowUp' ? 1 : -1)));
  };
  const openPicker = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // No picker on this phone: the text field is there.
    }
  };
  return (
    <FieldFrame
      label={label}
      hint={t('dateField.format')}
      error={field.isInvalid ? t('validation:invalidDate') : error}
    >
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            className="field__input"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder={t('dateField.placeholder')}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={field.text}
            onChange={(event) => field.change(event.currentTarget.value)}
            onKeyDown={keyDown}
            onBlur={field.leave}
          />
          <span className="date-field__calendar">
            <button
              type="button"
              className="button date-field__button"
              aria-label={t('dateField.openCalendar', { label })}
              onClick={openPicker}
            >
              <Icon name="calendar" />
            </button>
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              className="date-field__picker"
              value={parseDateText(field.text) ?? ''}
              onChange={(event) =>
                field.change(event.currentTarget.value ? formatCalendarDate(event.currentTarget.value) : '')
              }
            />
          </span>
        </>
      )}
    </FieldFrame>
  );
}

/** A time of the 24-hour clock as HH:mm in every language (a phone's own time input may write "2:30 PM"). */
export function TimeField({ label, value, onChange, error }: TextFieldOf<string>) {
  const { t } = useTranslation();
  const field = useParsedText(value, onChange, parseTimeText, (time) => time);
  return (
    <FieldFrame label={label} hint={t('timeField.format')} error={field.isInvalid ? t('timeField.invalid') : error}>
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          className="field__input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={t('timeField.placeholder')}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          value={field.text}
          onChange={(event) => field.change(event.currentTarget.value)}
          onBlur={field.leave}
        />
      )}
    </FieldFrame>
  );
}
