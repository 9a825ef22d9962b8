import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExternalService } from '@rahti/domain';
import { QueryError } from '../../../components/ui/query-error';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useOrganisationTimeZone, zonedDateTime } from '../../../lib/organisation-time';
import { useDriverFetchStatus, useFetchExternalDrivers } from './external-services-api';
import { ProblemText, useProblem } from './use-problem';

/**
 * The driver cards the service's trucks have reported (rFMS lists no drivers) and which of our
 * drivers holds each one, matched by the card number on the driver's page.
 */
export function ServiceDrivers({ serviceName }: { serviceName: ExternalService }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const status = useDriverFetchStatus(serviceName);
  const fetch = useFetchExternalDrivers(serviceName);
  const { problem, outcome } = useProblem();
  const drivers = status.data?.drivers ?? [];
  const caption = t('web-organisation:externalServices.driversCaption', {
    service: t(`web-organisation:externalServices.services.${serviceName}`),
  });
  const unmatched = drivers.filter((driver) => driver.driverId === null).length;

  return (
    <>
      <Group>
        <Button variant="default" loading={fetch.isPending} onClick={() => fetch.mutate(undefined, outcome())}>
          {t('web-organisation:externalServices.fetchDrivers')}
        </Button>
      </Group>
      <ProblemText problem={problem} />
      {status.isError && <QueryError error={status.error} onRetry={() => void status.refetch()} />}
      {status.data && drivers.length === 0 && <Text size="sm">{t('web-organisation:externalServices.noDrivers')}</Text>}
      {drivers.length > 0 && (
        <>
          <Text size="sm">
            {unmatched > 0
              ? t('web-organisation:externalServices.unmatchedCards', { count: unmatched })
              : t('web-organisation:externalServices.allCardsMatched')}
          </Text>
          <TableScroll label={caption} minWidth={640}>
            <Table aria-label={caption}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('web-organisation:externalServices.columns.card')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:externalServices.columns.driver')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:externalServices.columns.truck')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:externalServices.columns.workingState')}</Table.Th>
                  <Table.Th scope="col">{t('web-organisation:externalServices.columns.lastSeen')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {drivers.map((driver) => (
                  <Table.Tr key={driver.cardNumber}>
                    <Table.Th scope="row" ff="monospace" fw="normal">
                      {driver.cardNumber}
                    </Table.Th>
                    <Table.Td>
                      {driver.driverName ?? (
                        <Text span size="sm" c="red.8">
                          {t('web-organisation:externalServices.noCardHolder')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{driver.registerNumber ?? driver.vin}</Table.Td>
                    <Table.Td>
                      {driver.workingState
                        ? t(`web-organisation:externalServices.workingStates.${driver.workingState}`)
                        : '–'}
                    </Table.Td>
                    <Table.Td>{zonedDateTime(driver.lastSeenAt, zone)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </>
  );
}
