import { describe, expect, it } from 'vitest';
import { localDateTimeFormatter } from '../../src/events/events-export';

describe("the events file's local times", () => {
  it('follow the October change in Helsinki: 03:59 summer time, then 03:00 again', () => {
    const helsinki = localDateTimeFormatter('Europe/Helsinki');
    expect(helsinki(new Date('2026-10-25T00:59:00Z'))).toBe('25.10.2026 03:59');
    expect(helsinki(new Date('2026-10-25T01:00:00Z'))).toBe('25.10.2026 03:00');
    expect(helsinki(new Date('2026-10-24T21:00:00Z'))).toBe('25.10.2026 00:00');
  });

  it('follow the March change in Stockholm and a zone with half-hour offsets', () => {
    const stockholm = localDateTimeFormatter('Europe/Stockholm');
    expect(stockholm(new Date('2026-03-29T00:59:00Z'))).toBe('29.03.2026 01:59');
    expect(stockholm(new Date('2026-03-29T01:00:00Z'))).toBe('29.03.2026 03:00');
    expect(localDateTimeFormatter('Asia/Kolkata')(new Date('2026-01-01T18:29:00Z'))).toBe('01.01.2026 23:59');
  });
});
