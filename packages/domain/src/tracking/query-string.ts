/**
 * The `key=value` pairs of a query string or a form-encoded body, in order (`+` is a space,
 * `%xx` bytes are UTF-8). A pair without `=` has an empty value; empty pairs are skipped. Text
 * that does not decode (a lone `%`, bytes that are no UTF-8) is kept as written rather than
 * refused: the parameters it holds are then checked like any other text.
 */
export function queryPairsOf(text: string): [string, string][] {
  const pairs: [string, string][] = [];
  for (const part of text.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = equals < 0 ? part : part.slice(0, equals);
    const value = equals < 0 ? '' : part.slice(equals + 1);
    pairs.push([decoded(key), decoded(value)]);
  }
  return pairs;
}

function decoded(text: string): string {
  // Most parameters hold neither (`lat=60.1699`): the common case costs nothing.
  if (!text.includes('%') && !text.includes('+')) return text;
  const spaced = text.replaceAll('+', ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    return spaced;
  }
}
