import { Loader, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HistoryEntry } from '@rahti/domain';
import { QueryError } from '../../components/ui/query-error';
import { describeChanges } from './describe-changes';
import { useHistory } from './timesheet-queries';
import { zoneDateTime } from './zone-time';

/** One entry's changed fields as a small table: field, before, after. */
export function ChangeTable({ entry, zone, caption }: { entry: HistoryEntry; zone: string; caption: string }) {
  const { t } = useTranslation();
  const changes = describeChanges(entry.before, entry.after, t, zone);
  if (changes.length === 0) return null;
  return (
    <Table withTableBorder fz="sm">
      <Table.Caption>{caption}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('web-timesheet:history.field')}</Table.Th>
          <Table.Th>{t('web-timesheet:history.before')}</Table.Th>
          <Table.Th>{t('web-timesheet:history.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {changes.map((change) => (
          <Table.Tr key={change.field}>
            <Table.Th scope="row">{change.field}</Table.Th>
            <Table.Td>{change.before}</Table.Td>
            <Table.Td>{change.after}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The change history of a shift or an absence, newest first: who, when, what, before and after. */
export function HistoryList({ itemType, id, zone }: { itemType: 'shifts' | 'absences'; id: string; zone: string }) {
  const { t } = useTranslation();
  const history = useHistory(itemType, id);
  if (history.isPending) return <Loader size="sm" aria-label={t('web-timesheet:history.loading')} />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <Text>{t('web-timesheet:history.empty')}</Text>;
  return (
    <Stack component="ol" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
      {history.data.map((entry) => {
        const heading = t('web-timesheet:history.entry', {
          at: zoneDateTime(Date.parse(entry.at), zone),
          by: entry.byName,
          action: t(`web-timesheet:history.actions.${entry.action}`),
        });
        return (
          <Stack component="li" key={entry.id} gap={4}>
            <Text fw={600}>{heading}</Text>
            <ChangeTable entry={entry} zone={zone} caption={t('web-timesheet:history.changesOf', { entry: heading })} />
          </Stack>
        );
      })}
    </Stack>
  );
}
