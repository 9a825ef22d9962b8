import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDriverName } from './person-names';

describe("one way to write a driver's name", () => {
  const diego = { firstName: 'Diego', lastName: 'Driver' };

  it('writes the last name first by default, as the lists sort by it', () => {
    expect(formatDriverName(diego)).toBe('Driver Diego');
    expect(formatDriverName(diego, 'lastFirst')).toBe('Driver Diego');
  });

  it('writes the first name first when the organisation chooses so', () => {
    expect(formatDriverName(diego, 'firstLast')).toBe('Diego Driver');
  });

  it('leaves no stray space for a missing part', () => {
    expect(formatDriverName({ firstName: 'Diego', lastName: '' })).toBe('Diego');
    expect(formatDriverName({ firstName: ' ', lastName: 'Driver' }, 'firstLast')).toBe('Driver');
  });

  it('holds both parts in either order', () => {
    const part = fc
      .string({ minLength: 1, maxLength: 20 })
      .filter((text) => text.trim() === text && !text.includes(' ') && text !== '');
    fc.assert(
      fc.property(part, part, (firstName, lastName) => {
        const lastFirst = formatDriverName({ firstName, lastName }, 'lastFirst');
        const firstLast = formatDriverName({ firstName, lastName }, 'firstLast');
        expect(lastFirst.split(' ').reverse().join(' ')).toBe(firstLast);
      }),
    );
  });
});
