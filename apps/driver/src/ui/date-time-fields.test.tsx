import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { ShiftReviewScreen } from '../shifts/shift-review-screen';

/**
 * Issue 21: the review's times were the phone's own date-and-time input ("11/16/2026, 02:30 PM" on
 * an English phone); now a date field of DD.MM.YYYY and a time field of HH:mm in every language.
 */
const completed = fakeShift([
  { workType: 2, start: '2026-11-16T06:00:00Z', end: '2026-11-16T07:00:00Z' },
  { workType: 1, start: '2026-11-16T07:00:00Z', end: '2026-11-16T12:30:00Z' },
]);

const openEditor = async (language: string) => {
  preferLanguages(language);
  const data = fakeDriverData({ shifts: [completed] });
  renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data });
  const edit = { 'fi-FI': 'Muuta vuoroa', 'sv-SE': 'Ändra skiftet' }[language] ?? 'Change the shift';
  fireEvent.click(screen.getByRole('button', { name: edit }));
  return data;
};

describe("the review's date and time fields", () => {
  it('show DD.MM.YYYY and HH:mm on the organisation’s clocks, with the format as their description', async () => {
    await openEditor('en-US');
    const [startDate] = screen.getAllByRole('textbox', { name: 'Start date' }) as HTMLInputElement[];
    const [, endTime] = screen.getAllByRole('textbox', { name: 'End time' }) as HTMLInputElement[];
    expect(startDate!.value).toBe('16.11.2026');
    expect(endTime!.value).toBe('14:30');
    expect(screen.getAllByRole('textbox', { name: 'Start date', description: 'DD.MM.YYYY' })).toHaveLength(2);
    expect(screen.getAllByRole('textbox', { name: 'End time', description: 'HH:MM, 24-hour clock' })).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: 'Calendar: Start date' })).toHaveLength(2);
  });

  it('take a date typed as DD.MM.YYYY and a time as HH.mm, and save them', async () => {
    const data = await openEditor('fi-FI');
    const user = userEvent.setup();
    const [, endDate] = screen.getAllByRole('textbox', { name: 'Loppupäivä' });
    const [, endTime] = screen.getAllByRole('textbox', { name: 'Loppuaika' });
    expect((endDate as HTMLInputElement).placeholder).toBe('pp.kk.vvvv');
    await user.clear(endDate!);
    await user.type(endDate!, '17.11.2026');
    await user.clear(endTime!);
    await user.type(endTime!, '01.15');
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna ja lähetä toimistolle' }));
    await waitFor(() => expect(data.editShift).toHaveBeenCalledOnce());
    const events = (vi.mocked(data.editShift).mock.calls[0]![1] as { events: { end: string | null }[] }).events;
    // 01:15 on 17.11. in Helsinki (UTC+2).
    expect(events[1]!.end).toBe('2026-11-16T23:15:00.000Z');
  });

  it('say "Invalid date" for a day that is not in the calendar once the field is left', async () => {
    await openEditor('en-GB');
    const user = userEvent.setup();
    const [startDate] = screen.getAllByRole('textbox', { name: 'Start date' });
    await user.clear(startDate!);
    await user.type(startDate!, '31.11.2026');
    await user.tab();
    expect(screen.getByText('Invalid date')).toBeTruthy();
    expect(startDate!.getAttribute('aria-invalid')).toBe('true');
  });

  it('move the date by a day with the arrow keys', async () => {
    await openEditor('sv-SE');
    const user = userEvent.setup();
    const [startDate] = screen.getAllByRole('textbox', { name: 'Startdatum' }) as HTMLInputElement[];
    await user.click(startDate!);
    await user.keyboard('{ArrowDown}');
    expect(startDate!.value).toBe('15.11.2026');
  });
});
