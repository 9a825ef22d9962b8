import { describe, expect, it } from 'vitest';
import { loadResources } from './node';

const keysOf = (value: unknown, prefix = ''): string[] =>
  value && typeof value === 'object'
    ? Object.entries(value).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

describe('catalogues', () => {
  const resources = loadResources();
  const namespaces = new Set(Object.values(resources).flatMap((r) => Object.keys(r)));

  it.each([...namespaces])('namespace %s has the same keys in English, Finnish and Swedish', (ns) => {
    const en = keysOf(resources.en?.[ns]).sort();
    expect(en.length).toBeGreaterThan(0);
    expect(keysOf(resources.fi?.[ns]).sort()).toEqual(en);
    expect(keysOf(resources.sv?.[ns]).sort()).toEqual(en);
  });

  it('has no empty translation', () => {
    for (const [language, byNamespace] of Object.entries(resources)) {
      for (const [ns, catalogue] of Object.entries(byNamespace)) {
        const walk = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value.trim(), `${language}/${ns}:${path}`).not.toBe('');
          else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value)) walk(v, `${path}.${k}`);
        };
        walk(catalogue, '');
      }
    }
  });

  // The spec's error catalogue writes some messages in lower case ("duplicate work type");
  // shown alone, as they are, a message reads as a sentence.
  it.each(['errors', 'validation', 'organisation-data'])(
    'starts every message of %s with a capital letter or a placeholder',
    (ns) => {
      for (const [language, byNamespace] of Object.entries(resources)) {
        const walk = (value: unknown, path: string): void => {
          if (typeof value === 'string') expect(value, `${language}/${ns}:${path}`).toMatch(/^(\p{Lu}|\{\{)/u);
          else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value)) walk(v, path ? `${path}.${k}` : k);
        };
        walk(byNamespace[ns], '');
      }
    },
  );

  // The apps hold one language's catalogues at a time and name each language in itself from
  // them (the language menu), so those names must read the same in every catalogue.
  it.each([
    ['web', 'languages'],
    ['driver', 'languages'],
  ])('names each language in itself in every language (%s:%s)', (ns, key) => {
    const names = (language: string) => (resources[language]?.[ns] as Record<string, unknown> | undefined)?.[key];
    expect(names('en')).toEqual({ en: 'English', fi: 'Suomi', sv: 'Svenska' });
    expect(names('fi')).toEqual(names('en'));
    expect(names('sv')).toEqual(names('en'));
  });
});
