import { describe, expect, it } from 'vitest';
import { endedShift, recordingProblemOf, startedShift, switchedWorkType, withDetails } from './shift-recording';

const at = (time: string) => `2026-05-04T${time}:00.000Z`;
const started = startedShift('shift-1', { vehicleIds: ['v1'], startKm: 1000, workType: 2, answer: ' 12 pallets ' }, at('06:00'));

describe('recording a shift as snapshots', () => {
  it('starts with one running event, and a tap ends it and starts the next', () => {
    expect(started.events).toEqual([{ workType: 2, start: at('06:00'), end: null, answer: '12 pallets', cutBefore: false, cutAfter: false }]);
    const driving = switchedWorkType(started, 1, '', at('06:30'));
    expect(driving.events.map((event) => [event.workType, event.start, event.end, event.answer])).toEqual([
      [2, at('06:00'), at('06:30'), '12 pallets'],
      [1, at('06:30'), null, null],
    ]);
    expect(started.events[0]!.end).toBeNull();
  });

  it('never ends an event before it began, even when the phone clock was set back', () => {
    const switched = switchedWorkType(started, 5, null, at('05:50'));
    expect(switched.events.map((event) => [event.start, event.end])).toEqual([
      [at('06:00'), at('06:00')],
      [at('06:00'), null],
    ]);
  });

  it('changes only the details given, and ends with the end km', () => {
    const detailed = withDetails(started, { consumptionLitres: 40, bonuses: [{ type: 'adr', hours: null }] });
    expect(detailed).toMatchObject({ vehicleIds: ['v1'], startKm: 1000, consumptionLitres: 40, bonuses: [{ type: 'adr', hours: null }] });
    const ended = endedShift(detailed, { endKm: 1250 }, at('14:00'));
    expect(ended).toMatchObject({ endKm: 1250, consumptionLitres: 40, events: [{ end: at('14:00') }] });
    expect(recordingProblemOf(ended)).toBeNull();
    expect(recordingProblemOf({ ...ended, endKm: 999 })).toBe('shifts:endKmBeforeStartKm');
  });
});
