import { describe, expect, it } from 'vitest';
import { WORK_TYPE_ICONS, workTypeKey, workTypeLook } from './work-type-looks';
import { EVENT_WORK_TYPES, WORK_TYPE_NUMBERS } from './work-types';

/** WCAG 2 relative luminance and contrast ratio of two '#rrggbb' colours. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5]
    .map((at) => parseInt(hex.slice(at, at + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('work type looks, one table for both apps', () => {
  it('gives every event type its own icon and colour', () => {
    const looks = EVENT_WORK_TYPES.map(workTypeLook);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(EVENT_WORK_TYPES.length);
    expect(new Set(looks.map((look) => look.colour)).size).toBe(EVENT_WORK_TYPES.length);
    expect(workTypeLook(1)).toEqual({ icon: 'steeringWheel', colour: '#1864ab' });
  });

  it('draws every absence type alike and an unknown number as Unknown', () => {
    const absences = WORK_TYPE_NUMBERS.filter((type) => !EVENT_WORK_TYPES.includes(type));
    expect(new Set(absences.map((type) => JSON.stringify(workTypeLook(type))))).toEqual(
      new Set([JSON.stringify({ icon: 'calendarOff', colour: '#6741d9' })]),
    );
    expect(workTypeLook(42)).toEqual({ icon: 'question', colour: '#3a404a' });
    expect(workTypeKey(42)).toBe('work-types:unknown');
    expect(workTypeKey(6)).toBe('work-types:paidBreak');
  });

  it('uses icon names the apps map, and colours white reads on at 5:1 or more', () => {
    for (const type of [...WORK_TYPE_NUMBERS, 0]) {
      const look = workTypeLook(type);
      expect(WORK_TYPE_ICONS).toContain(look.icon);
      expect(look.colour).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrast(look.colour, '#ffffff')).toBeGreaterThanOrEqual(5);
    }
  });
});
