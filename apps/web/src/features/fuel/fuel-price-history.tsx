import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';
import { NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FUEL_TYPES, type FuelPriceChange } from '@rahti/domain';
import { TableScroll } from '../../components/ui/table-scroll';
import { formatUnitPrice, type FuelLabels } from './fuel-labels';
import { priceChangesOf, type TodaysPrice } from './fuel-price-rows';

const END: CSSProperties = { textAlign: 'end', whiteSpace: 'nowrap' };
const NS = 'web-fuel:history';

interface FuelPriceHistoryProps {
  history: readonly FuelPriceChange[];
  todays: readonly TodaysPrice[];
  /** Who changed a price, by user id; an id not listed is shown as "–". */
  userName: (userId: string) => string | undefined;
  labels: FuelLabels;
}

/**
 * One fuel's price over time: a line for the eye (hidden from assistive technology, no focus
 * stops) and the changes as a table under it, latest first, which carries the same figures.
 */
export function FuelPriceHistory({ history, todays, userName, labels }: FuelPriceHistoryProps) {
  const { t } = useTranslation();
  const [fuelType, setFuelType] = useState<number>(
    () => history.find((change) => change.currency === labels.currency)?.fuelType ?? FUEL_TYPES[0].value,
  );
  const changes = useMemo(
    () => priceChangesOf(history, fuelType, labels.currency),
    [history, fuelType, labels.currency],
  );
  const today = todays.find((row) => row.fuelType === fuelType);
  const fuel = labels.fuelName(fuelType);
  const unit = today?.unit ?? '';
  const caption = t(`${NS}.caption`, { fuel });
  // The last price runs on to today, so a single change draws a line too.
  const points = [
    ...changes.map((change) => ({ date: labels.date(change.changedAt), price: change.price })),
    ...(changes.length > 0 && today ? [{ date: labels.date(new Date().toISOString()), price: today.price }] : []),
  ];

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t(`${NS}.title`)}
      </Title>
      <NativeSelect
        label={t(`${NS}.fuel`)}
        w={280}
        data={FUEL_TYPES.map((option) => ({ value: String(option.value), label: labels.fuelName(option.value) }))}
        value={String(fuelType)}
        onChange={(event) => setFuelType(Number(event.currentTarget.value))}
      />
      {changes.length === 0 ? (
        <Text size="sm">{t(`${NS}.none`, { fuel })}</Text>
      ) : (
        <>
          <div aria-hidden="true">
            <LineChart
              h={220}
              data={points}
              dataKey="date"
              series={[{ name: 'price', label: fuel, color: 'indigo.6' }]}
              curveType="stepAfter"
              valueFormatter={(value) => formatUnitPrice(value, labels.currency, labels.language)}
              yAxisProps={{ width: 80, domain: ['auto', 'auto'] }}
              withTooltip={false}
              // Recharts' keyboard layer would make the hidden picture focusable (axe: aria-hidden-focus).
              lineChartProps={{ accessibilityLayer: false }}
            />
          </div>
          <TableScroll label={caption} minWidth={480} maxHeight="20rem">
            <Table withTableBorder captionSide="top">
              <Table.Caption>{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(`${NS}.columns.changedAt`)}</Table.Th>
                  <Table.Th scope="col" style={END}>
                    {t(`${NS}.columns.price`)}
                  </Table.Th>
                  <Table.Th scope="col">{t(`${NS}.columns.changedBy`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {[...changes].reverse().map((change, index) => (
                  <Table.Tr key={`${change.changedAt}/${index}`}>
                    <Table.Th scope="row" fw={400}>
                      {labels.dateTime(change.changedAt)}
                    </Table.Th>
                    <Table.Td style={END}>{labels.unitPrice(change.price, unit)}</Table.Td>
                    <Table.Td>{(change.changedBy && userName(change.changedBy)) || '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </>
      )}
    </Stack>
  );
}
