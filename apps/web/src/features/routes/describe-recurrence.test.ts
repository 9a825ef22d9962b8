import { describe, expect, it } from 'vitest';
import { testI18n } from '../../test/test-i18n';
import { describeRecurrence, describeWeekdays, type RecurrencePattern } from './describe-recurrence';

const weekdays: RecurrencePattern = {
  frequency: 'weekly',
  interval: 1,
  weekdays: ['MO', 'TU', 'WE', 'TH', 'FR'],
  startTime: '07:00',
};
const lastFriday: RecurrencePattern = {
  frequency: 'monthly',
  interval: 1,
  setPosition: -1,
  weekday: 'FR',
  startTime: '06:00',
};
const in_ = (language: 'en' | 'fi' | 'sv') => testI18n.getFixedT(language);

describe('a schedule in words', () => {
  it.each([
    ['en', 'Mon–Fri at 07:00, every week', 'Last Friday of the month at 06:00'],
    ['fi', 'Ma–pe klo 07:00, joka viikko', 'Kuukauden viimeinen perjantai klo 06:00'],
    ['sv', 'Mån–fre kl. 07:00, varje vecka', 'Sista fredagen i månaden kl. 06:00'],
  ] as const)('says the weekly and monthly patterns in %s', (language, weekly, monthly) => {
    expect(describeRecurrence(weekdays, in_(language))).toBe(weekly);
    expect(describeRecurrence(lastFriday, in_(language))).toBe(monthly);
  });

  it('joins runs of three or more weekdays with a dash and lists the rest, Monday first', () => {
    const t = in_('en');
    expect(describeWeekdays(['FR', 'MO', 'WE'], t)).toBe('Mon, Wed, Fri');
    expect(describeWeekdays(['SA', 'TU', 'MO', 'WE'], t)).toBe('Mon–Wed, Sat');
    expect(describeWeekdays(['SA', 'SU'], t)).toBe('Sat, Sun');
    expect(describeWeekdays(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'], t)).toBe('Mon–Sun');
  });

  it('says an interval, a day of the month, the last day and the n-th weekday', () => {
    const t = in_('en');
    expect(describeRecurrence({ ...weekdays, weekdays: ['TU', 'TH'], interval: 2 }, t)).toBe(
      'Tue, Thu at 07:00, every 2 weeks',
    );
    const monthly: RecurrencePattern = { frequency: 'monthly', interval: 1, startTime: '05:30' };
    expect(describeRecurrence({ ...monthly, monthDay: 15 }, t)).toBe('Day 15 of the month at 05:30');
    expect(describeRecurrence({ ...monthly, monthDay: -1, interval: 3 }, t)).toBe(
      'Last day of the month at 05:30, every 3 months',
    );
    expect(describeRecurrence({ ...monthly, setPosition: 2, weekday: 'MO' }, t)).toBe(
      'Second Monday of the month at 05:30',
    );
    expect(describeRecurrence({ ...monthly, monthDay: 1 }, in_('fi'))).toBe('Kuukauden 1. päivä klo 05:30');
    expect(describeRecurrence({ ...monthly, setPosition: 1, weekday: 'WE' }, in_('sv'))).toBe(
      'Första onsdagen i månaden kl. 05:30',
    );
  });

  it('adds the end and the public holidays', () => {
    expect(describeRecurrence({ ...weekdays, untilDate: '2026-12-31', skipPublicHolidays: true }, in_('en'))).toBe(
      'Mon–Fri at 07:00, every week, until 31.12.2026, not on public holidays',
    );
    expect(describeRecurrence({ ...lastFriday, count: 12 }, in_('fi'))).toBe(
      'Kuukauden viimeinen perjantai klo 06:00, 12 ajoa',
    );
    expect(describeRecurrence({ ...weekdays, interval: 2, count: 1 }, in_('sv'))).toBe(
      'Mån–fre kl. 07:00, med 2 veckors mellanrum, 1 körning',
    );
  });

  it('says when a route has no schedule', () => {
    expect(describeRecurrence(null, in_('en'))).toBe('No schedule');
    expect(describeRecurrence(null, in_('fi'))).toBe('Ei aikataulua');
  });
});
