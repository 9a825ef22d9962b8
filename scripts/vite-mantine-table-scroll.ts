import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const REPLACEMENT = fileURLToPath(new URL('../apps/web/src/components/ui/table-scroll-container.tsx', import.meta.url));

/**
 * Puts the web app's TableScrollContainer in place of Mantine's. Mantine's Table carries its
 * ScrollContainer as a static property, so every table would bring ScrollArea and, through it,
 * the floating-ui positioning library into the first page; ours scrolls natively and can be
 * reached by keyboard (see docs/decisions/0008-first-load-budget.md). bench/first-load.ts
 * notices if a Mantine upgrade moves the file and this stops matching.
 */
export function mantineTableScroll(): Plugin {
  return {
    name: 'rahti:mantine-table-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      const isMantineTable = importer?.replaceAll('\\', '/').includes('/@mantine/core/esm/components/Table/');
      return isMantineTable && source === './TableScrollContainer.mjs' ? REPLACEMENT : null;
    },
  };
}
