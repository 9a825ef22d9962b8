import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DrivingTimeDriver } from '@rahti/domain';
import { useOrganisationTimeZone, zonedDateTime } from '../../lib/organisation-time';
import { durationText } from '../timesheet/event-labels';
import { SeverityBadge } from './severity-badges';

/** A driver's infringements in words: the rule, the severity, when it began (organisation's zone) and by how much. */
export function InfringementList({ infringements }: { infringements: DrivingTimeDriver['infringements'] }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const title = t('web-driving-time:timeline.infringements');
  return (
    <>
      <Title order={3}>{title}</Title>
      {infringements.length === 0 ? (
        <Text size="sm">{t('web-driving-time:timeline.noInfringements')}</Text>
      ) : (
        <Table withTableBorder aria-label={title}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-driving-time:timeline.rule')}</Table.Th>
              <Table.Th scope="col">{t('web-driving-time:timeline.severity')}</Table.Th>
              <Table.Th scope="col">{t('web-driving-time:timeline.start')}</Table.Th>
              <Table.Th scope="col">{t('web-driving-time:timeline.minutes')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {infringements.map((infringement) => (
              <Table.Tr key={`${infringement.rule}-${infringement.start}`}>
                <Table.Td>{t(`web-driving-time:rules.${infringement.rule}`)}</Table.Td>
                <Table.Td>
                  <SeverityBadge severity={infringement.severity}>
                    {t(`web-driving-time:severities.${infringement.severity}`)}
                  </SeverityBadge>
                </Table.Td>
                <Table.Td>{zonedDateTime(infringement.start, zone)}</Table.Td>
                <Table.Td>{durationText(t, infringement.minutes)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}
