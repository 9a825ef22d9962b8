import { Anchor, Badge, Button, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Waybill } from '@rahti/domain';
import { Icon } from '../../../components/ui/icons';
import { TableScroll } from '../../../components/ui/table-scroll';
import { transportTaskPath } from '../transport-paths';
import type { TransportFormat } from '../use-transport-format';
import { useWaybillPdf } from '../use-waybill-pdf';

const COLUMNS = ['date', 'sender', 'consignee', 'route', 'reference', 'status'] as const;

/** A page of waybills: each one's PDF and the transport task it belongs to, signed or not, cancelled marked. */
export function WaybillsTable({ rows, format }: { rows: readonly Waybill[]; format: TransportFormat }) {
  const { t } = useTranslation();
  const pdf = useWaybillPdf();
  const caption = t('web-transport:waybills.caption');
  return (
    <TableScroll label={caption} minWidth={1000}>
      <Table striped highlightOnHover withTableBorder captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-transport:waybills.columns.number')}</Table.Th>
            {COLUMNS.map((key) => (
              <Table.Th key={key} scope="col">
                {t(`web-transport:waybills.columns.${key}`)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('web-transport:waybills.columns.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((waybill) => {
            const isCancelled = waybill.state === 'cancelled';
            return (
              <Table.Tr key={waybill.id}>
                <Table.Th scope="row" fw={400}>
                  <Anchor
                    component={Link}
                    to={transportTaskPath(waybill.transportTaskId)}
                    aria-label={t('web-transport:waybills.openTask', { number: waybill.number })}
                  >
                    {waybill.number}
                  </Anchor>
                </Table.Th>
                <Table.Td>{format.day(waybill.date)}</Table.Td>
                <Table.Td>{waybill.senderName}</Table.Td>
                <Table.Td>{waybill.consigneeName}</Table.Td>
                <Table.Td>{`${waybill.from || '–'} → ${waybill.to || '–'}`}</Table.Td>
                <Table.Td>{waybill.reference || '–'}</Table.Td>
                <Table.Td>
                  {isCancelled ? (
                    <Badge
                      miw="max-content"
                      color="gray.7"
                      variant="outline"
                      c="gray.9"
                      tt="none"
                      leftSection={<Icon name="calendarOff" size={14} />}
                    >
                      {t('web-transport:waybills.cancelled')}
                    </Badge>
                  ) : waybill.signed ? (
                    <Badge
                      miw="max-content"
                      color="teal.9"
                      variant="filled"
                      tt="none"
                      leftSection={<Icon name="check" size={14} />}
                    >
                      {t('web-transport:waybills.signed')}
                    </Badge>
                  ) : (
                    <Badge
                      miw="max-content"
                      color="gray"
                      variant="light"
                      c="gray.9"
                      tt="none"
                      leftSection={<Icon name="edit" size={14} />}
                    >
                      {t('web-transport:waybills.unsigned')}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    loading={pdf.isPending(waybill.id)}
                    onClick={() => pdf.download(waybill)}
                    aria-label={t('web-transport:waybills.pdfOf', { number: waybill.number })}
                  >
                    PDF
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
