import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, 'locales', language, 'shifts.json'), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

// Every code the shift rules of @rahti/domain (shifts/) can give has its message in each language (the catalogue test
// keeps the three languages' keys equal).
const PROBLEMS = [
  'shiftNeedsEvent',
  'eventStartAfterEnd',
  'eventEndAfterNextStart',
  'eventStartBeforePreviousEnd',
  'eventsOverlap',
  'eventStillRunning',
  'splitOutsideShift',
  'splitOngoingEvent',
  'mergeOverlapping',
  'mergeOngoingFirst',
  'timeTooFarAhead',
  'timeTooFarBack',
];
const REFUSALS = ['itemApproved', 'driverEditPending', 'noDriverEdit', 'notApproved', 'notChecked'];

describe('shift messages', () => {
  it.each(['en', 'fi', 'sv'])('has every problem and refusal in %s', (language) => {
    const messages = catalogue(language);
    expect(Object.keys(messages.problems ?? {}).sort()).toEqual([...PROBLEMS].sort());
    expect(Object.keys(messages.approval ?? {}).sort()).toEqual([...REFUSALS].sort());
  });

  it("uses the spec's own English wording", () => {
    const { problems } = catalogue('en');
    expect(problems?.eventEndAfterNextStart).toBe('Event end time exceeds next event start');
    expect(problems?.eventsOverlap).toBe('Some events are overlapping');
  });
});
