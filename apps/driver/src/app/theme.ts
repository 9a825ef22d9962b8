import { createTheme } from '@mantine/core';

/**
 * The manager web app's look (indigo; white on indigo.8 and indigo.9 passes WCAG AA), so
 * the two apps read as one product. indigo.9 (#364fc7) is the manifest's theme colour.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  respectReducedMotion: true,
});
