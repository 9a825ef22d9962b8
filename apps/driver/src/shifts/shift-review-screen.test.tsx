import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeContext, fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { ShiftReviewScreen } from './shift-review-screen';

const completed = fakeShift(
  [
    { workType: 2, start: '2026-03-02T06:00:00Z', end: '2026-03-02T07:00:00Z', answer: '12' },
    { workType: 1, start: '2026-03-02T07:00:00Z', end: '2026-03-02T12:00:00Z' },
  ],
  { content: { startKm: 1000, endKm: 1300 } },
);

describe('the shift review', () => {
  it('shows an approved shift as locked and offers no change', () => {
    preferLanguages('en-GB');
    const approved = { ...completed, approval: 'approved' as const };
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data: fakeDriverData({ shifts: [approved] }) });
    expect(screen.getByText('Approved, locked')).toBeTruthy();
    expect(screen.getByText(/The office has approved this shift, so it is locked/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the shift' })).toBeNull();
  });

  it('shows the events in the organisation’s time zone, with the answers', () => {
    preferLanguages('en-GB');
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data: fakeDriverData({ shifts: [completed] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Shift 02.03.2026' })).toBeTruthy();
    expect(screen.getByText('08:00–09:00 (1 h 0 min)')).toBeTruthy();
    expect(screen.getByText('Answer: 12')).toBeTruthy();
    expect(screen.getByText('300 km')).toBeTruthy();
  });

  it("explains the shared shift rules' problems in the driver's language and saves a valid change", async () => {
    preferLanguages('fi-FI');
    const data = fakeDriverData({ shifts: [completed] });
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'Muuta vuoroa' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Loppu-km' }), { target: { value: '900' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna ja lähetä toimistolle' }));
    expect(await screen.findByText('Loppukilometrit eivät voi olla alkukilometrejä pienemmät')).toBeTruthy();
    expect(data.editShift).not.toHaveBeenCalled();

    fireEvent.change(screen.getByRole('textbox', { name: 'Loppu-km' }), { target: { value: '1350,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Tallenna ja lähetä toimistolle' }));
    await waitFor(() => expect(data.editShift).toHaveBeenCalledOnce());
    expect(data.editShift).toHaveBeenCalledWith(
      'shift-1',
      expect.objectContaining({ clientKey: 'shift-1', startKm: 1000, endKm: 1350.5 }),
    );
    expect(await screen.findByText('Tallennettu. Toimisto näkee muutoksen merkittynä sinun tekemäksesi.')).toBeTruthy();
  });

  it('reports overlapping events with the event rules of spec section 5', async () => {
    preferLanguages('en-GB');
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, { data: fakeDriverData({ shifts: [completed] }) });
    fireEvent.click(screen.getByRole('button', { name: 'Change the shift' }));
    const [, secondStart] = screen.getAllByLabelText('Start time');
    fireEvent.change(secondStart!, { target: { value: '08:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save and send to the office' }));
    expect(await screen.findByText('Some events are overlapping')).toBeTruthy();
    expect(screen.getByText('Event end time exceeds next event start')).toBeTruthy();
  });

  it('offers bonuses and the daily allowance only when the group allows them', () => {
    preferLanguages('en-GB');
    const context = fakeContext();
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, {
      data: fakeDriverData({
        shifts: [completed],
        context: { ...context, permissions: { ...context.permissions, chooseBonusesAndAllowance: false } },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Change the shift' }));
    expect(screen.queryByRole('checkbox', { name: 'ADR' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Daily allowance' })).toBeNull();
  });

  it('says an ongoing or not yet uploaded shift cannot be changed yet', () => {
    preferLanguages('en-GB');
    renderDriver(<ShiftReviewScreen clientKey="shift-1" />, {
      data: fakeDriverData({ shifts: [{ ...completed, id: null, version: null, pendingChanges: 1 }] }),
    });
    expect(
      screen.getByText('This shift is waiting to upload. You can change it once it has reached the office.'),
    ).toBeTruthy();
    expect(screen.getAllByText('Waiting to upload')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Change the shift' })).toBeNull();
  });
});
