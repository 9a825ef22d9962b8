import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useOrganisationTimeZone, zonedDateTime } from '../../../lib/organisation-time';
import { useWebhookDeliveries } from './webhooks-api';

/** An endpoint's delivery log: each event's state, tries and the receiver's last answer. */
export function WebhookDeliveries({ endpointId }: { endpointId: string }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const deliveries = useWebhookDeliveries(endpointId, true);
  if (deliveries.isPending) return <PageLoader />;
  if (deliveries.isError) return <QueryError error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.length === 0) return <Text size="sm">{t('web-webhooks:noDeliveries')}</Text>;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder aria-label={t('web-webhooks:deliveries')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('web-webhooks:columns.time')}</Table.Th>
            <Table.Th>{t('web-webhooks:columns.event')}</Table.Th>
            <Table.Th>{t('web-webhooks:columns.status')}</Table.Th>
            <Table.Th>{t('web-webhooks:columns.attempts')}</Table.Th>
            <Table.Th>{t('web-webhooks:columns.answer')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deliveries.data.map((delivery) => (
            <Table.Tr key={delivery.id}>
              <Table.Td>{zonedDateTime(delivery.lastAttemptAt ?? delivery.createdAt, zone)}</Table.Td>
              <Table.Td>{t(`web-webhooks:event.${delivery.event}`, { defaultValue: delivery.event })}</Table.Td>
              <Table.Td>{t(`web-webhooks:status.${delivery.status}`)}</Table.Td>
              <Table.Td>{delivery.attempts}</Table.Td>
              <Table.Td>
                {[delivery.responseStatus, delivery.responseSnippet]
                  .filter((part) => part !== null && part !== '')
                  .join(' ')}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
