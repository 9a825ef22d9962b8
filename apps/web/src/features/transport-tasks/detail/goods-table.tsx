import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { GoodsLine } from '@rahti/domain';
import { TableScroll } from '../../../components/ui/table-scroll';
import type { TransportFormat } from '../use-transport-format';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };

/** The goods lines as the waybill lists them, with the packages, weight, volume and loading metres summed. */
export function GoodsTable({ goods, format }: { goods: readonly GoodsLine[]; format: TransportFormat }) {
  const { t } = useTranslation();
  const caption = t('web-transport:detail.goodsCaption');
  const sum = (pick: (line: GoodsLine) => number | null) => goods.reduce((total, line) => total + (pick(line) ?? 0), 0);
  const optional = (value: number | null, unit: string) => (value === null ? '–' : `${format.number(value)} ${unit}`);
  // A total of figures no line gave is no figure either.
  const total = (pick: (line: GoodsLine) => number | null, unit: string) =>
    optional(goods.some((line) => pick(line) !== null) ? sum(pick) : null, unit);
  const head = (key: string, numeric = false) => (
    <Table.Th scope="col" style={numeric ? END : undefined}>
      {t(`web-transport:goods.${key}`)}
    </Table.Th>
  );
  return (
    <TableScroll label={caption} minWidth={900}>
      <Table withTableBorder captionSide="top">
        <Table.Caption ta="start">{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head('description')}
            {head('marks')}
            {head('packages', true)}
            {head('packageKind')}
            {head('weightKg', true)}
            {head('volumeM3', true)}
            {head('loadingMetres', true)}
            {head('dangerousGoods')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {goods.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Th scope="row" fw={400}>
                {line.description}
              </Table.Th>
              <Table.Td>{line.marks || '–'}</Table.Td>
              <Table.Td style={END}>{format.number(line.packages, 0)}</Table.Td>
              <Table.Td>{line.packageKind ? format.packageKind(line.packageKind) : '–'}</Table.Td>
              <Table.Td style={END}>{format.weight(line.weightKg)}</Table.Td>
              <Table.Td style={END}>{optional(line.volumeM3, 'm³')}</Table.Td>
              <Table.Td style={END}>{optional(line.loadingMetres, 'm')}</Table.Td>
              <Table.Td>
                {line.dangerous
                  ? t('web-transport:goods.dangerousValue', {
                      un: line.dangerous.unNumber,
                      name: line.dangerous.properName,
                      class: line.dangerous.hazardClass,
                      group: line.dangerous.packingGroup ?? '–',
                    })
                  : '–'}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row">{t('web-transport:goods.total')}</Table.Th>
            <Table.Td />
            <Table.Td style={END}>
              {format.number(
                sum((line) => line.packages),
                0,
              )}
            </Table.Td>
            <Table.Td />
            <Table.Td style={END}>{format.weight(sum((line) => line.weightKg))}</Table.Td>
            <Table.Td style={END}>{total((line) => line.volumeM3, 'm³')}</Table.Td>
            <Table.Td style={END}>{total((line) => line.loadingMetres, 'm')}</Table.Td>
            <Table.Td />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableScroll>
  );
}
