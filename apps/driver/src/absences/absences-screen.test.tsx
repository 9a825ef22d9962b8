import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, fakeDriverData } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { AbsencesScreen } from './absences-screen';

const optionsOf = (name: string) =>
  Array.from(screen.getByRole<HTMLSelectElement>('combobox', { name }).options, (option) => option.textContent);

describe('absences and contract work', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime('2026-03-04T10:00:00Z');
  });
  afterEach(() => vi.useRealTimers());

  it('offers contract work only with createContractWork, and absences only with createAbsences', () => {
    preferLanguages('en-GB');
    const context = fakeContext();
    const { unmount } = renderDriver(<AbsencesScreen />, {
      data: fakeDriverData({
        context: {
          ...context,
          permissions: { ...context.permissions, createAbsences: true, createContractWork: false },
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record an absence' }));
    expect(optionsOf('Type')).not.toContain('Contract');
    expect(optionsOf('Type')).toEqual(
      expect.arrayContaining(['Holiday', 'Sick leave (self-reported)', 'Parental leave (other person)']),
    );
    unmount();
    renderDriver(<AbsencesScreen />, {
      data: fakeDriverData({
        context: {
          ...context,
          permissions: { ...context.permissions, createAbsences: false, createContractWork: true },
        },
      }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Record an absence' }));
    expect(optionsOf('Type')).toEqual(['Contract']);
  });

  it('proposes the kind that goes with the type, and records some hours on each day', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<AbsencesScreen />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'Record an absence' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: '18' } });
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Kind' }).value).toBe('vacation');
    fireEvent.click(screen.getByRole('radio', { name: 'Some hours each day' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Hours each day' }), { target: { value: '2,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(data.createAbsence).toHaveBeenCalledWith({
        workType: 18,
        kind: 'vacation',
        startDate: '2026-03-04',
        endDate: '2026-03-04',
        hours: 2.5,
        note: '',
      }),
    );
  });

  it('refuses a last day before the first day with the shared rule', async () => {
    preferLanguages('en-GB');
    const data = fakeDriverData();
    renderDriver(<AbsencesScreen />, { data });
    fireEvent.click(screen.getByRole('button', { name: 'Record an absence' }));
    fireEvent.change(screen.getByLabelText('Last day'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The last day cannot be before the first day')).toBeTruthy();
    expect(data.createAbsence).not.toHaveBeenCalled();
  });
});
