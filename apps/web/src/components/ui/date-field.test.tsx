import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { resources } from '@rahti/i18n/all';
import { UiProviders } from '../../app/ui-providers';
import { createI18n } from '../../lib/i18n';
import { DateField } from './date-field';

function Harness({ initial, onValue }: { initial: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField
        label="From"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue(next);
        }}
      />
      <button type="button" onClick={() => setValue('2026-01-05')}>
        Preset
      </button>
    </>
  );
}

function renderField(initial = '2026-11-16', language: 'en' | 'fi' | 'sv' = 'en') {
  const onValue = vi.fn();
  render(
    <UiProviders i18n={createI18n(language, resources)}>
      <Harness initial={initial} onValue={onValue} />
    </UiProviders>,
  );
  return { onValue, user: userEvent.setup() };
}

/** Issue 21: "11/16/2026" in a Finnish office on an English browser; one field, DD.MM.YYYY in every language. */
describe('the date field', () => {
  it('shows the date as DD.MM.YYYY whatever the browser language, and says the format to screen readers', () => {
    Object.defineProperty(window.navigator, 'language', { configurable: true, get: () => 'en-US' });
    renderField();
    const field = screen.getByRole('textbox', { name: 'From' });
    expect((field as HTMLInputElement).value).toBe('16.11.2026');
    expect(field.getAttribute('type')).not.toBe('date');
    expect(
      screen.getByRole('textbox', {
        name: 'From',
        description: 'Date as DD.MM.YYYY. The up and down arrow keys move it by a day.',
      }),
    ).toBe(field);
    expect(field.getAttribute('placeholder')).toBe('DD.MM.YYYY');
    expect(screen.getByRole('button', { name: 'Calendar: From' })).toBeTruthy();
  });

  it('gives the date once the text is one, and nothing while it is half typed', async () => {
    const { onValue, user } = renderField('');
    const field = screen.getByRole('textbox', { name: 'From' });
    await user.type(field, '1.12.20');
    expect(onValue).not.toHaveBeenCalled();
    await user.type(field, '26');
    expect(onValue).toHaveBeenLastCalledWith('2026-12-01');
    await user.clear(field);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('moves the date a day with the arrow keys', async () => {
    const { onValue, user } = renderField('2026-02-28');
    const field = screen.getByRole('textbox', { name: 'From' });
    await user.click(field);
    await user.keyboard('{ArrowUp}');
    expect((field as HTMLInputElement).value).toBe('01.03.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-01');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect((field as HTMLInputElement).value).toBe('27.02.2026');
  });

  it('says "Invalid date" for text that is not a date once the field is left', async () => {
    const { onValue, user } = renderField('');
    const field = screen.getByRole('textbox', { name: 'From' });
    await user.type(field, '31.04.2026');
    expect(screen.queryByText('Invalid date')).toBeNull();
    await user.tab();
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('shows a date set from outside, and one chosen in the calendar', async () => {
    const { onValue, user } = renderField();
    await user.click(screen.getByRole('button', { name: 'Preset' }));
    const field = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(field.value).toBe('05.01.2026');
    fireEvent.change(document.querySelector('input[type="date"]')!, { target: { value: '2026-07-14' } });
    expect(field.value).toBe('14.07.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-07-14');
  });

  it('writes DD.MM.YYYY in Finnish and Swedish too, with their own placeholder', () => {
    renderField('2026-11-16', 'fi');
    const field = screen.getByRole('textbox', { name: 'From' }) as HTMLInputElement;
    expect(field.value).toBe('16.11.2026');
    expect(field.placeholder).toBe('pp.kk.vvvv');
    expect(screen.getByRole('button', { name: 'Kalenteri: From' })).toBeTruthy();
  });
});
