/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates): dropped, so a document stays well-formed. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The same test without the global flag (which would carry `lastIndex` from one call to the next). */
const HAS_NOT_XML = new RegExp(NOT_XML.source, 'u');
const MARKUP = /[&<>"']/;

/** Text for an XML element or a quoted attribute: markup characters escaped, impossible characters dropped. */
export function xmlText(value: string): string {
  // Most names and codes need nothing: skip the replacing (a month of 500 drivers is tens of thousands of elements).
  if (!MARKUP.test(value) && !HAS_NOT_XML.test(value)) return value;
  return value
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** An element with text content, indented by `depth` levels of two spaces. */
export function xmlElement(depth: number, name: string, text: string, attributes: Record<string, string> = {}): string {
  const attributeText = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xmlText(value)}"`)
    .join('');
  return `${'  '.repeat(depth)}<${name}${attributeText}>${xmlText(text)}</${name}>`;
}

export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
