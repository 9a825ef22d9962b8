/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeDriverData } from '../test/fake-driver-data';
import { preferLanguages, renderDriver } from '../test/render';
import { WorkTypeTab } from './work-type-tab';

/**
 * Issue 21: at 390 px the buttons broke names inside the word ("Maintena|nce", "Palkalline|n
 * tauko", "Tomkörni|ng"). jsdom draws no layout, so this holds the two things the fix rests on:
 * the page's language is the app's (hyphenation needs it), and the names' style breaks lines
 * between words or hyphenates, with nothing in the app that cuts a word at any letter.
 */
/** Every style sheet of the app, as text (read from disk: the test runner hands CSS imports over empty). */
const SOURCE = join(import.meta.dirname, '..');
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? cssFiles(join(dir, entry.name)) : entry.name.endsWith('.css') ? [join(dir, entry.name)] : [],
  );
const STYLES = Object.fromEntries(cssFiles(SOURCE).map((file) => [file, readFileSync(file, 'utf8')]));
const ruleOf = (css: string, selector: string) =>
  new RegExp(`${selector.replace(/[.[\]]/g, '\\$&')}\\s*\\{([^}]*)\\}`).exec(css)?.[1] ?? '';

describe("the work types' names on the buttons", () => {
  it("are in a page whose language is the app's, so the browser hyphenates them by its rules", () => {
    for (const [preferred, lang, name] of [
      ['sv-SE', 'sv', 'Tomkörning'],
      ['fi-FI', 'fi', 'Palkallinen tauko'],
      ['en-GB', 'en', 'Maintenance'],
    ] as const) {
      preferLanguages(preferred);
      const { unmount } = renderDriver(<WorkTypeTab />, { data: fakeDriverData() });
      expect(document.documentElement.lang).toBe(lang);
      expect(screen.getByRole('button', { name })).toBeTruthy();
      unmount();
    }
  });

  it('wrap at word boundaries or hyphenate, and nothing breaks a word at any letter', () => {
    const label = ruleOf(
      Object.entries(STYLES).find(([file]) => file.endsWith('/work-type.css'))?.[1] ?? '',
      '.work-type-button__label',
    );
    expect(label).toMatch(/hyphens:\s*auto/);
    expect(label).toMatch(/overflow-wrap:\s*break-word/);
    expect(Object.keys(STYLES).length).toBeGreaterThan(5);
    for (const [file, css] of Object.entries(STYLES))
      expect(css, file).not.toMatch(/overflow-wrap:\s*anywhere|word-break:\s*break-all/);
  });
});
