import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The calculations list. Saved calculations arrive with the calculator issue; until then it is empty. */
export function CalculationsPage() {
  const { t } = useTranslation();
  return (
    <Stack>
      <Title order={1}>{t('web:calculations.title')}</Title>
      <Paper withBorder p="xl">
        <Text fw={600}>{t('web:calculations.empty')}</Text>
        <Text>{t('web:calculations.emptyHint')}</Text>
      </Paper>
    </Stack>
  );
}
