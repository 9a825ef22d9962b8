import { Badge, Table, TextInput } from '@mantine/core';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionFactorDto } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { wttOf, type FactorRowValues } from './emission-factor-form';
import type { FuelLabels } from './fuel-labels';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const NS = 'web-fuel:factors';

interface EmissionFactorsTableProps {
  rows: readonly FactorRowValues[];
  /** As read: whether each row is the built-in factor. */
  factors: readonly EmissionFactorDto[];
  labels: FuelLabels;
  onChange: (index: number, changes: Partial<FactorRowValues>) => void;
  errorAt: (path: string) => string | undefined;
}

/** Each fuel's TTW and WTW factor and source as inputs named for their fuel, WTT worked out as typed. */
export function EmissionFactorsTable({ rows, factors, labels, onChange, errorAt }: EmissionFactorsTableProps) {
  const { t } = useTranslation();
  const caption = t(`${NS}.caption`);
  const column = (key: string, style?: CSSProperties) => (
    <Table.Th scope="col" style={style}>
      {t(`${NS}.columns.${key}`)}
    </Table.Th>
  );
  return (
    <TableScroll label={caption} minWidth={960}>
      <Table withTableBorder captionSide="top" verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {column('fuel')}
            {column('unit')}
            {column('ttw', END)}
            {column('wtt', END)}
            {column('wtw', END)}
            {column('source')}
            {column('origin')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const fuel = labels.fuelName(row.fuelType);
            const wtt = wttOf(row);
            const names = { fuel, unit: row.unit };
            return (
              <Table.Tr key={row.fuelType}>
                <Table.Th scope="row" fw={600}>
                  {fuel}
                </Table.Th>
                <Table.Td>{row.unit}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t(`${NS}.ttwOf`, names)}
                    inputMode="decimal"
                    w={110}
                    value={row.ttw}
                    onChange={(event) => onChange(index, { ttw: event.currentTarget.value })}
                    error={errorAt(`rows.${index}.ttw`)}
                  />
                </Table.Td>
                <Table.Td style={END}>{wtt === undefined ? '–' : labels.number(wtt, 3)}</Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t(`${NS}.wtwOf`, names)}
                    inputMode="decimal"
                    w={110}
                    value={row.wtw}
                    onChange={(event) => onChange(index, { wtw: event.currentTarget.value })}
                    error={errorAt(`rows.${index}.wtw`)}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    aria-label={t(`${NS}.sourceOf`, { fuel })}
                    miw={240}
                    value={row.source}
                    onChange={(event) => onChange(index, { source: event.currentTarget.value })}
                    error={errorAt(`rows.${index}.source`)}
                  />
                </Table.Td>
                <Table.Td>
                  {factors[index]?.isDefault ? (
                    <Badge variant="light" color="gray">
                      {t(`${NS}.builtIn`)}
                    </Badge>
                  ) : (
                    t(`${NS}.own`)
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
