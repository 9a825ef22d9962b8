import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const GUIDE_PATH = resolve(import.meta.dirname, '../../../../docs/integrators.md');

/**
 * The OpenAPI document's description: its purpose, then docs/integrators.md ("For integrators":
 * tokens, cursor pages, pushing tasks, limits, a TypeScript client, webhooks and their
 * signatures), read from the one file so the served guide and the repository's never differ. A
 * deployment without the docs folder still serves the reference, with a pointer.
 */
export function apiDescription(): string {
  let guide: string;
  try {
    guide = readFileSync(GUIDE_PATH, 'utf8');
  } catch {
    guide = '# For integrators\n\nSee docs/integrators.md in the source repository.';
  }
  return `Fleet and transport management.\n\n${headingsOneLevelDown(guide)}`;
}

/** The guide sits under the document's own title; a `#` inside a code block is a shell comment, not a heading. */
function headingsOneLevelDown(markdown: string): string {
  let inCode = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (line.startsWith('```')) inCode = !inCode;
      return !inCode && /^#+ /.test(line) ? `#${line}` : line;
    })
    .join('\n');
}
