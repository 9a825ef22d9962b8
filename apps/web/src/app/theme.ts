import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Indigo at shade 8 keeps white text on buttons and links on white above 4.5:1 contrast
 * (WCAG AA); Mantine's defaults for dimmed and error text fall below it.
 */
export const theme = createTheme({
  primaryColor: 'indigo',
  primaryShade: 8,
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  focusRing: 'auto',
  // Menus and dialogs open without animation for users who ask their system for less motion.
  respectReducedMotion: true,
});

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': resolved.colors.gray[7],
    '--mantine-color-error': resolved.colors.red[9],
    '--mantine-color-placeholder': resolved.colors.gray[6],
  },
  dark: {},
});
