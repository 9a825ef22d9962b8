import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Runs axe (WCAG 2.1 A and AA) on the page; a readable list of serious and critical violations, '' when none. */
export async function seriousA11yViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact && BLOCKING_IMPACTS.has(v.impact));
  if (blocking.length === 0) return '';
  const report = blocking
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map((n) => `    - ${n.target.join(' ')}: ${n.failureSummary?.split('\n').join(' ') ?? ''}`)
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `  [${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n');
  return `${blocking.length} serious or critical accessibility violation(s) on ${page.url()}:\n${report}`;
}

export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  const report = await seriousA11yViolations(page);
  if (report) throw new Error(report);
}
