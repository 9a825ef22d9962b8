import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeContext, fakeDriverData, fakeShift } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { WorkTypeTab } from './work-type-tab';

const driving = fakeShift([{ workType: 1, start: '2026-03-02T06:00:00Z', end: null }], { content: { startKm: 1000 } });

describe('the Work type tab', () => {
  it('marks the running work type and switches on a tap', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({ current: driving });
    renderDriver(<WorkTypeTab />, { data });
    expect(screen.getByRole('button', { name: 'Drive', pressed: true })).toBeTruthy();
    expect(screen.getAllByRole('button', { pressed: false })).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Unload' }));
    await waitFor(() => expect(data.switchWorkType).toHaveBeenCalledWith(3, null));
  });

  it("asks the group's question for the work type first and sends the answer with the switch", async () => {
    preferLanguages('fi-FI');
    const context = fakeContext({
      group: {
        ...fakeContext().group!,
        customQuestions: [{ workType: 2, text: 'Montako lavaa lastasit?', unit: 'kpl' }],
      },
    });
    const data = fakeDriverData({ context, current: driving });
    renderDriver(<WorkTypeTab />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'Lastaus' }));
    const dialog = screen.getByRole('dialog', { name: 'Lastaus' });
    expect(within(dialog).getByText('Vastaa yksikössä kpl')).toBeTruthy();
    const answer = within(dialog).getByRole('textbox', { name: 'Montako lavaa lastasit?' });
    expect(answer.getAttribute('maxlength')).toBe('150');
    expect(data.switchWorkType).not.toHaveBeenCalled();
    fireEvent.change(answer, { target: { value: ' 12 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tallenna ja vaihda' }));
    await waitFor(() => expect(data.switchWorkType).toHaveBeenCalledWith(2, '12'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts a shift with the first tap when none is running', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<WorkTypeTab />, { data });
    expect(screen.getByText(/No shift running\. Tap what you do first to start one\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load' }));
    await waitFor(() =>
      expect(data.startShift).toHaveBeenCalledWith({ vehicleIds: [], startKm: null, workType: 2, answer: null }),
    );
  });

  it('ends the shift after the end km is confirmed, refusing an end km below the start km', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData({ current: driving });
    renderDriver(<WorkTypeTab />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'End shift' }));
    const dialog = screen.getByRole('dialog', { name: 'End the shift' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'End km' }), { target: { value: '900' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End shift now' }));
    expect(await within(dialog).findByText('End km cannot be less than start km')).toBeTruthy();
    expect(data.endShift).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'End km' }), { target: { value: '1234,5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Fuel used (litres)' }), { target: { value: '80' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End shift now' }));
    await waitFor(() => expect(data.endShift).toHaveBeenCalledWith({ endKm: 1234.5, consumptionLitres: 80 }));
  });

  it('lets nobody start a shift when the group does not allow it', () => {
    preferLanguages('en-GB');
    const context = fakeContext();
    renderDriver(<WorkTypeTab />, {
      data: fakeDriverData({ context: { ...context, permissions: { ...context.permissions, createShifts: false } } }),
    });
    expect(screen.getByRole('button', { name: 'Drive' }).hasAttribute('disabled')).toBe(true);
  });
});
