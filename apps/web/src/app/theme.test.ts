import { mergeMantineTheme, DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, theme } from './theme';

/**
 * Issue 21, axe (serious): the dashboard's "Done" badge (green, light variant) was 3.8:1 and the
 * timesheet's "Show details" button under the pointer (indigo, subtle variant) 4.12:1. Both write
 * a colour's `-light-color` on its shade 1 (`-light`) or shade 2 (`-light-hover`).
 */
describe('the light and subtle variants', () => {
  const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
  const light = cssVariablesResolver(resolved).light;

  it.each(Object.keys(resolved.colors))(
    'write %s text at 4.5:1 or more on its light background, at rest and under the pointer',
    (name) => {
      const text = light[`--mantine-color-${name}-light-color`]!;
      const shades = resolved.colors[name]!;
      expect(contrastRatio(text, shades[1])).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(text, shades[2])).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('keep a colour that already reads well as it is', () => {
    expect(light['--mantine-color-gray-light-color']).toBe(resolved.colors.gray[9]);
  });
});
