import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type ExpiringDocument } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { CaptionAndHeads } from './caption-and-heads';
import { FleetStateBadge } from './fleet-state-badge';

const NO_WRAP: CSSProperties = { whiteSpace: 'nowrap' };
const NS = 'web-fleet:documents';

/**
 * Drivers' licences and cards on the due list (issue 25, beyond the spec): expired ones and those
 * expiring within the organisation's lead, soonest first, each state in words.
 */
export function ExpiringDocuments({ documents }: { documents: readonly ExpiringDocument[] }) {
  const { t } = useTranslation();
  const titleId = useId();
  const caption = t(`${NS}.caption`);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t(`${NS}.title`)}
        </Title>
        <Text size="sm">{t(`${NS}.intro`)}</Text>
        {documents.length === 0 ? (
          <Text>{t(`${NS}.none`)}</Text>
        ) : (
          <TableScroll label={caption} minWidth={560}>
            <Table striped withTableBorder captionSide="top">
              <CaptionAndHeads caption={caption} namespace={NS} columns={['driver', 'code', 'expiresOn', 'state']} />
              <Table.Tbody>
                {documents.map((document) => (
                  <Table.Tr key={`${document.driverId}/${document.code}`}>
                    <Table.Th scope="row" fw={600}>
                      {document.driverName}
                    </Table.Th>
                    <Table.Td>{document.code}</Table.Td>
                    <Table.Td style={NO_WRAP}>{formatCalendarDate(document.expiresOn)}</Table.Td>
                    <Table.Td>
                      <FleetStateBadge
                        state={document.state === 'expired' ? 'overdue' : 'dueSoon'}
                        label={t(`${NS}.${document.state}`)}
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        )}
      </Stack>
    </Paper>
  );
}
