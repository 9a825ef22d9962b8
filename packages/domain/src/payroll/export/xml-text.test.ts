import { describe, expect, it } from 'vitest';
import { xmlElement, xmlText } from './xml-text';

describe('XML text', () => {
  it('escapes markup and drops what XML 1.0 cannot hold', () => {
    expect(xmlText(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
    expect(xmlText('tab\tok\u0000\u0008\uFFFE\uD800end')).toBe('tab\tokend');
    expect(xmlText('Yölisä 😀')).toBe('Yölisä 😀');
    expect(xmlElement(1, 'hours', '7,5', { type: 'a"b' })).toBe('  <hours type="a&quot;b">7,5</hours>');
  });
});
