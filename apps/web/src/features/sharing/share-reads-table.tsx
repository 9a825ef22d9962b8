import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { useShareReads } from './sharing-api';

/** The owner's log of every read of its shared data by the other organisation. */
export function ShareReadsTable({ shareId }: { shareId: string }) {
  const { t } = useTranslation();
  const reads = useShareReads(shareId, true);
  if (!reads.data) return null;
  if (reads.data.length === 0) return <Text size="sm">{t('web-sharing:detail.readsEmpty')}</Text>;
  return (
    <TableScroll label={t('web-sharing:detail.readsCaption')} minWidth={560}>
      <Table striped withTableBorder captionSide="top">
        <Table.Caption ta="start">{t('web-sharing:detail.readsCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-sharing:detail.readAt')}</Table.Th>
            <Table.Th scope="col">{t('web-sharing:detail.reader')}</Table.Th>
            <Table.Th scope="col">{t('web-sharing:fields.dataTypes')}</Table.Th>
            <Table.Th scope="col">{t('web-sharing:detail.items')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reads.data.map((read) => (
            <Table.Tr key={`${read.readAt}-${read.dataType}`}>
              <Table.Th scope="row">{formatDateTime(new Date(read.readAt))}</Table.Th>
              <Table.Td>{read.readerName}</Table.Td>
              <Table.Td>{t(`web-sharing:dataType.${read.dataType}`)}</Table.Td>
              <Table.Td>{read.items}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
