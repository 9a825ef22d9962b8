import type { Plugin } from 'vite';

const CLASS_NAMES_ID = '\0rahti:remove-scroll-class-names';

/**
 * The class names react-remove-scroll gives the fixed bars it pads while a dialog locks the
 * page's scrolling. Mantine's AppShell header, aside and footer import the whole library for
 * `RemoveScroll.classNames` alone; a test (apps/web/src/build) keeps these the library's own.
 */
export const REMOVE_SCROLL_CLASS_NAMES = {
  fullWidth: 'width-before-scroll-bar',
  zeroRight: 'right-scroll-bar-position',
} as const;

/**
 * Gives Mantine's AppShell parts the two class names instead of react-remove-scroll, so the
 * library (about 3 KB gzipped) leaves the first page and comes with the first dialog (ModalBase),
 * which still imports it whole. The bars still get the class, so a dialog pads them as before.
 */
export function mantineAppShellScroll(): Plugin {
  return {
    name: 'rahti:mantine-app-shell-scroll',
    enforce: 'pre',
    resolveId(source, importer) {
      const isAppShellPart = importer?.replaceAll('\\', '/').includes('/@mantine/core/esm/components/AppShell/');
      return isAppShellPart && source === 'react-remove-scroll' ? CLASS_NAMES_ID : null;
    },
    load(id) {
      return id === CLASS_NAMES_ID
        ? `export const RemoveScroll = { classNames: ${JSON.stringify(REMOVE_SCROLL_CLASS_NAMES)} };`
        : null;
    },
  };
}
