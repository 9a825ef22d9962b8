import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarText,
  CALENDAR_LINE_OCTETS,
  escapeCalendarText,
  foldCalendarLine,
  unfoldCalendarText,
} from './icalendar';

/** UTF-8 octets, counted apart from the code under test: each %XX of the encoded text is one. */
const octets = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;
const linesOf = (text: string) => text.split('\r\n').slice(0, -1);

describe('an iCalendar feed', () => {
  it('is written line by line as RFC 5545 asks (golden, written by hand)', () => {
    const text = calendarText({
      prodId: '-//Rahti//Fleet upkeep//EN',
      name: 'Kuljetus Virtanen Oy – kaluston huolto',
      stamp: Date.parse('2026-03-02T06:00:00Z'),
      events: [
        {
          uid: 'fleet-item-1@rahti',
          date: '2026-03-15',
          summary: 'ABC-123 Volvo FH – Määräaikaishuolto: Öljyt, suodattimet; jarrut',
          description: 'Erääntyy 15.03.2026\nAvaa: kaluston huolto',
          url: 'https://rahti.example/vehicle/fleet-management',
        },
        { uid: 'licence-2@rahti', date: '2026-12-31', summary: 'Aalto Anna – ADR\\C vanhenee' },
      ],
    });
    expect(text).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//Rahti//Fleet upkeep//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Kuljetus Virtanen Oy – kaluston huolto',
        'BEGIN:VEVENT',
        'UID:fleet-item-1@rahti',
        'DTSTAMP:20260302T060000Z',
        'DTSTART;VALUE=DATE:20260315',
        'DTEND;VALUE=DATE:20260316',
        // 74 characters in 80 octets (– takes 3, ä and Ö 2 each): folded after the 75th octet, "j".
        'SUMMARY:ABC-123 Volvo FH – Määräaikaishuolto: Öljyt\\, suodattimet\\; j',
        ' arrut',
        'DESCRIPTION:Erääntyy 15.03.2026\\nAvaa: kaluston huolto',
        'URL:https://rahti.example/vehicle/fleet-management',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'BEGIN:VEVENT',
        'UID:licence-2@rahti',
        'DTSTAMP:20260302T060000Z',
        'DTSTART;VALUE=DATE:20261231',
        'DTEND;VALUE=DATE:20270101',
        'SUMMARY:Aalto Anna – ADR\\\\C vanhenee',
        'TRANSP:TRANSPARENT',
        'END:VEVENT',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });

  it('folds a long line at 75 octets with a space, never inside a character', () => {
    const line = `SUMMARY:${'ä'.repeat(40)}`;
    // 8 + 80 octets: 8 + 33 × 2 = 74 on the first line (one more ä would make 76), then " " + 7 × 2.
    expect(foldCalendarLine(line)).toBe(`SUMMARY:${'ä'.repeat(33)}\r\n ${'ä'.repeat(7)}`);
    expect(foldCalendarLine('X'.repeat(75))).toBe('X'.repeat(75));
    expect(foldCalendarLine('X'.repeat(76))).toBe(`${'X'.repeat(75)}\r\n X`);
    expect(foldCalendarLine('X'.repeat(150))).toBe(`${'X'.repeat(75)}\r\n ${'X'.repeat(74)}\r\n X`);
  });

  it('escapes backslash, semicolon, comma and every kind of line break in text', () => {
    expect(escapeCalendarText('a\\b;c,d\r\ne\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
  });
});

/** Text of any characters: ASCII, the Nordic letters, other scripts, emoji, the escaped ones. */
const anyText = fc.string({
  unit: fc.oneof(
    fc.constantFrom('a', 'Z', ' ', ',', ';', '\\', '\n', '\r', 'ä', 'Ö', 'å', '–', '€', '😀', '日'),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 300,
});

describe('folding, for any text', () => {
  it('keeps every line within 75 octets and unfolding restores the line', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const line = `SUMMARY:${escapeCalendarText(text)}`;
        const folded = foldCalendarLine(line);
        for (const part of folded.split('\r\n')) expect(octets(part)).toBeLessThanOrEqual(CALENDAR_LINE_OCTETS);
        expect(unfoldCalendarText(folded)).toBe(line);
      }),
    );
  });

  it('makes a whole feed of CRLF lines within 75 octets that unfolds to one line per property', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ summary: anyText, description: anyText }), { maxLength: 5 }),
        anyText,
        (events, name) => {
          const text = calendarText({
            prodId: '-//Rahti//Fleet upkeep//EN',
            name,
            stamp: 0,
            events: events.map((event, index) => ({ uid: `e${index}`, date: '2026-03-02', ...event })),
          });
          expect(text.endsWith('\r\n')).toBe(true);
          // No bare CR or LF: every break is a CRLF.
          expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
          for (const line of linesOf(text)) expect(octets(line)).toBeLessThanOrEqual(CALENDAR_LINE_OCTETS);
          const unfolded = linesOf(unfoldCalendarText(text));
          expect(unfolded.filter((line) => line.startsWith('SUMMARY:'))).toEqual(
            events.map((event) => `SUMMARY:${escapeCalendarText(event.summary)}`),
          );
          expect(unfolded.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(events.length);
        },
      ),
    );
  });

  it('escapes so that the text reads back the same (line breaks as \\n)', () => {
    const unescape = (value: string) =>
      value.replace(/\\([\\;,nN])/g, (_, character: string) => (character.toLowerCase() === 'n' ? '\n' : character));
    fc.assert(
      fc.property(anyText, (text) => {
        const escaped = escapeCalendarText(text);
        expect(escaped).not.toMatch(/[\r\n]/);
        expect(escaped).not.toMatch(/(^|[^\\])(\\\\)*[;,]/);
        expect(unescape(escaped)).toBe(text.replace(/\r\n|\r/g, '\n'));
      }),
    );
  });
});
