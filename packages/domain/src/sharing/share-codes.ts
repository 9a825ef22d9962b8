/**
 * Share codes (issue 27; spec sections 3, 5 and 9: exactly 16 characters): what one organisation
 * reads out or sends to another. Random, from letters and digits that cannot be mistaken for
 * each other when read aloud or typed from paper (no 0/O, 1/I/L, 5/S, 8/B, 2/Z), shown in four
 * groups of four. Typing is forgiving: case, spaces and hyphens do not matter.
 */
export const SHARE_CODE_ALPHABET = '34679ACDEFGHJKMNPQRTUVWXY';
export const SHARE_CODE_LENGTH = 16;

/** A new code from `randomBytes` (node:crypto's or the browser's getRandomValues), without modulo bias. */
export function newShareCode(randomBytes: (count: number) => Uint8Array): string {
  const alphabet = SHARE_CODE_ALPHABET;
  // The largest multiple of the alphabet's size below 256: bytes above it are drawn again.
  const limit = 256 - (256 % alphabet.length);
  let code = '';
  while (code.length < SHARE_CODE_LENGTH) {
    for (const byte of randomBytes(SHARE_CODE_LENGTH * 2)) {
      if (byte >= limit) continue;
      code += alphabet[byte % alphabet.length];
      if (code.length === SHARE_CODE_LENGTH) break;
    }
  }
  return code;
}

/** The code as typed, without spaces and hyphens, in capitals; undefined when it is no code. */
export function normaliseShareCode(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length !== SHARE_CODE_LENGTH) return undefined;
  return [...compact].every((character) => SHARE_CODE_ALPHABET.includes(character)) ? compact : undefined;
}

/** "ABCD-EFGH-JKMN-PQRT": four groups, easier to read out and to check. */
export function formatShareCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
