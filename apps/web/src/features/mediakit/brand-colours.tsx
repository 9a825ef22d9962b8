import { ColorSwatch, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The brand palette; the primary indigo matches the app theme's primary colour. */
export const BRAND_COLOURS = [
  { key: 'primary', hex: '#364FC7' },
  { key: 'accent', hex: '#F59F00' },
  { key: 'dark', hex: '#1A1B1E' },
  { key: 'light', hex: '#F8F9FA' },
] as const;

export function BrandColours() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }}>
      {BRAND_COLOURS.map(({ key, hex }) => (
        <Group key={key} gap="sm" wrap="nowrap">
          <ColorSwatch color={hex} size={40} withShadow aria-hidden="true" />
          <Stack gap={0}>
            <Text fw={600}>{t(`web-mediakit:colours.${key}`)}</Text>
            <Text ff="monospace">{hex}</Text>
          </Stack>
        </Group>
      ))}
    </SimpleGrid>
  );
}
