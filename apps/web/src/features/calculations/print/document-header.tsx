import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, type Calculation } from '@rahti/domain';
import { useAccount } from '../../../auth/use-account';
import { useCalculationLabels } from '../list/use-calculation-labels';

/** The top of a printed page: who prepared it and when, what it is about. */
export function DocumentHeader({ title, calculation }: { title: string; calculation: Calculation }) {
  const { t } = useTranslation();
  const { data: account } = useAccount();
  const { typeLabel, vehicleClassLabel } = useCalculationLabels();
  const vehicle = [calculation.name, calculation.nickname].filter(Boolean).join(' – ');
  return (
    <Stack gap={4} mb="lg">
      <Group justify="space-between" align="baseline">
        <Text fw={700}>{account?.organisationName}</Text>
        <Text>{t('web-calculations:print.date', { date: formatDate(new Date()) })}</Text>
      </Group>
      <Title order={1}>{title}</Title>
      <Text size="lg" fw={600}>
        {vehicle}
      </Text>
      <Text c="dimmed">
        {[typeLabel(calculation), vehicleClassLabel(calculation), calculation.base].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
