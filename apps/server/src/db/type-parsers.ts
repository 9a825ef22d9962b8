/**
 * Both back ends must return the same JS types. PGlite gives BigInt for int8 and pg gives
 * strings; pg parses `date` in local time. Counts and ids that fit in a double become numbers,
 * numeric becomes a number (money is rounded for display only), and dates stay 'YYYY-MM-DD'.
 */
export const TYPE_OIDS = { int8: 20, numeric: 1700, date: 1082 } as const;

const toNumber = (value: string) => Number(value);
const asText = (value: string) => value;

export const typeParsers: Record<number, (value: string) => unknown> = {
  [TYPE_OIDS.int8]: toNumber,
  [TYPE_OIDS.numeric]: toNumber,
  [TYPE_OIDS.date]: asText,
};
