import { ActionIcon, TextInput, type TextInputProps } from '@mantine/core';
import { useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, parseDateText, shiftCalendarDate } from '@rahti/domain';
import { Icon } from './icons';

type DateFieldProps = Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'label' | 'rightSection'
> & {
  label: string;
  /** 'YYYY-MM-DD', or '' for none. */
  value: string;
  /** 'YYYY-MM-DD' once the text is a date, '' while it is empty or not (yet) one, as the browser's date input does. */
  onChange: (value: string) => void;
};

/** Read by screen readers, not drawn: the format is the placeholder too. */
const VISUALLY_HIDDEN: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
/** Under the calendar button, so the browser's date picker opens there. */
const PICKER_ANCHOR: CSSProperties = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  pointerEvents: 'none',
  border: 0,
  padding: 0,
};

const textOf = (value: string) => (value ? formatCalendarDate(value) : '');
const todayOf = (now = new Date()) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * The one date field of the manager app (issue 21): it shows and takes DD.MM.YYYY in every
 * language, whatever the browser's own format ("11/16/2026" in an English browser's date input).
 * A text field, so typing, pasting, keyboard and screen readers work as everywhere: the format is
 * its description, the up and down arrow keys move the date by a day, and text that is not a
 * date says "Invalid date" once the field is left. The calendar button opens the browser's own
 * date picker for a date chosen by pointer.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  onKeyDown,
  error,
  description,
  'aria-label': ariaLabel,
  ...props
}: DateFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => textOf(value));
  const [given, setGiven] = useState(value);
  const [isLeft, setIsLeft] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value from outside (a preset period, a reset form) replaces the text; the value this field
  // gave for its own text (a date, or '' while typing) leaves the text as typed.
  if (value !== given) {
    setGiven(value);
    if ((parseDateText(text) ?? '') !== value) setText(textOf(value));
  }

  const change = (next: string) => {
    setText(next);
    setIsLeft(false);
    const nextValue = parseDateText(next) ?? '';
    if (nextValue !== value) {
      setGiven(nextValue);
      onChange(nextValue);
    }
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if ((event.key !== 'ArrowUp' && event.key !== 'ArrowDown') || event.altKey || event.ctrlKey || event.metaKey)
      return;
    event.preventDefault();
    const from = parseDateText(text) ?? (value || todayOf());
    change(formatCalendarDate(shiftCalendarDate(from, event.key === 'ArrowUp' ? 1 : -1)));
  };

  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus(); // no picker in this browser: the text field is there
    }
  };

  const isInvalid = isLeft && text.trim() !== '' && parseDateText(text) === undefined;
  return (
    <TextInput
      {...props}
      label={label}
      aria-label={ariaLabel}
      value={text}
      inputMode="numeric"
      autoComplete="off"
      placeholder={t('web:dateField.placeholder')}
      // The format is read, not drawn (the placeholder shows it): after a field's own description,
      // or as a hidden one that leaves the input where a field without one has it.
      description={
        description ? (
          <>
            {description}
            <span style={VISUALLY_HIDDEN}> {t('web:dateField.format')}</span>
          </>
        ) : (
          t('web:dateField.format')
        )
      }
      styles={description ? undefined : { description: VISUALLY_HIDDEN, wrapper: { marginTop: 0 } }}
      error={isInvalid ? t('validation:invalidDate') : error}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={keyDown}
      onBlur={(event) => {
        setIsLeft(true);
        onBlur?.(event);
      }}
      rightSectionPointerEvents="all"
      rightSection={
        <span style={{ position: 'relative', display: 'inline-flex' }}>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('web:dateField.openCalendar', { label: ariaLabel ?? label })}
            onClick={openPicker}
          >
            <Icon name="planning" size={16} />
          </ActionIcon>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            style={PICKER_ANCHOR}
            value={parseDateText(text) ?? ''}
            onChange={(event) => change(textOf(event.currentTarget.value))}
          />
        </span>
      }
    />
  );
}
