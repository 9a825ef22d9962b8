import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Enabled / not included, said in words; the coloured dot only repeats it. */
export function FeatureStatus({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={8} wrap="nowrap">
      <span
        aria-hidden="true"
        style={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          background: enabled ? 'var(--mantine-color-green-8)' : 'var(--mantine-color-gray-5)',
        }}
      />
      {enabled ? t('web:features.enabled') : t('web:features.notIncluded')}
    </Group>
  );
}
