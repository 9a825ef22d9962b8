/** Characters XML 1.0 cannot hold at all (control characters, lone surrogates): dropped, so a document stays well-formed. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text for an XML element or a quoted attribute: markup characters escaped, impossible characters dropped. */
export function xmlText(value: string): string {
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
