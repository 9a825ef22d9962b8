import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionsQuery } from '@rahti/domain';
import { useCustomers } from '../customers/customers-api';
import type { useEmissionFiles } from './emission-files';

const NS = 'web-fuel:emissions.pdf';

/** "PDF for a customer": pick one of the organisation's customers, get their tasks of the period as a PDF. */
export function CustomerPdfSection({
  query,
  files,
}: {
  query: EmissionsQuery | undefined;
  files: ReturnType<typeof useEmissionFiles>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const customers = useCustomers();
  const [customerId, setCustomerId] = useState('');
  const customer = customers.data?.find((candidate) => candidate.id === customerId);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t(`${NS}.title`)}
        </Title>
        <Text size="sm">{t(`${NS}.intro`)}</Text>
        <Group align="flex-end">
          <NativeSelect
            label={t(`${NS}.customer`)}
            data={[
              { value: '', label: t(`${NS}.choose`) },
              ...(customers.data ?? []).map((option) => ({ value: option.id, label: option.name })),
            ]}
            value={customerId}
            onChange={(event) => setCustomerId(event.currentTarget.value)}
            disabled={!customers.isSuccess}
            w={280}
          />
          <Button
            variant="default"
            disabled={!query || !customer}
            loading={Boolean(query && customer && files.isPdfPending(query, customer.id))}
            onClick={() => query && customer && files.pdf(query, customer)}
          >
            {t(`${NS}.download`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
