import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransportParty, TransportTask } from '@rahti/domain';
import type { TransportFormat } from '../use-transport-format';
import { FactsList } from './facts-list';

/** A party as the waybill writes it: name, address, business id, contact. */
function Party({ title, party }: { title: string; party: TransportParty }) {
  const { t } = useTranslation();
  const lines = [
    party.street,
    [party.postcode, party.city].filter(Boolean).join(' '),
    party.country,
    party.businessId && t('web-transport:party.businessIdValue', { id: party.businessId }),
    [party.contactName, party.phone].filter(Boolean).join(', '),
  ].filter(Boolean);
  return (
    <Stack gap={2}>
      <Title order={3} size="h5">
        {title}
      </Title>
      <Text fw={600}>{party.name}</Text>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Who sends, receives and pays, who carries it out with what, and what was agreed. */
export function PartiesSection({ task, format }: { task: TransportTask; format: TransportFormat }) {
  const { t } = useTranslation();
  const { terms } = task;
  const money = (value: number | null) => (value === null ? '–' : format.money(value));
  const facts: [string, string][] = [
    [t('web-transport:form.customerId'), task.customerName ?? '–'],
    [t('web-transport:columns.driver'), task.driverName ?? '–'],
    [t('web-transport:columns.vehicle'), task.vehicleRegisterNumber ?? '–'],
    [t('web-transport:form.price'), money(task.price)],
    [t('web-transport:form.km'), task.km === null ? '–' : format.number(task.km, 1)],
    [
      t('web-transport:detail.kind'),
      t(task.international ? 'web-transport:detail.international' : 'web-transport:detail.domestic'),
    ],
    [
      t('web-transport:terms.noTranshipment'),
      t(terms.noTranshipment ? 'web-transport:detail.yes' : 'web-transport:detail.no'),
    ],
    [t('web-transport:terms.cashOnDelivery'), money(terms.cashOnDelivery)],
    [t('web-transport:terms.declaredValue'), money(terms.declaredValue)],
    [t('web-transport:terms.agreedTransitTime'), terms.agreedTransitTime || '–'],
    [t('web-transport:terms.documentsHandedOver'), terms.documentsHandedOver || '–'],
    ...(task.international
      ? ([
          [t('web-transport:terms.charges'), terms.charges || '–'],
          [t('web-transport:terms.customsInstructions'), terms.customsInstructions || '–'],
        ] as [string, string][])
      : []),
    [t('web-transport:terms.specialAgreements'), terms.specialAgreements || '–'],
    [t('web-transport:form.notes'), task.notes || '–'],
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Party title={t('web-transport:form.sender')} party={task.sender} />
        <Party title={t('web-transport:form.consignee')} party={task.consignee} />
      </SimpleGrid>
      <FactsList facts={facts} />
    </Stack>
  );
}
