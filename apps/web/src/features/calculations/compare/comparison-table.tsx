import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Calculation } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { calculationPaths } from '../list/calculation-routes';
import { useCalculationLabels } from '../list/use-calculation-labels';
import type { CalculationFigures } from '../print/calculation-figures';
import { formatNumber } from '../print/format-number';
import { comparisonRows, lowestIndex } from './comparison-rows';

/** Two or three calculations in columns, one measure per row; the cheapest cost is marked in words. */
export function ComparisonTable({
  calculations,
  figures,
}: {
  calculations: Calculation[];
  figures: CalculationFigures[];
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { typeLabel, vehicleClassLabel } = useCalculationLabels();
  const columns = calculations.length + 1;
  const show = (value: number, format: 'money' | 'percent', index: number) =>
    format === 'percent'
      ? `${formatNumber(value, language)} %`
      : formatMoney(value, calculations[index]?.currency ?? 'EUR', language);

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder withColumnBorders captionSide="top">
        <Table.Caption>{t('web-calculations:compare.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-calculations:compare.measure')}</Table.Th>
            {calculations.map((calculation) => (
              <Table.Th scope="col" key={calculation.id} ta="end">
                <Anchor component={Link} to={calculationPaths.result(calculation.id)} fw={700}>
                  {calculation.name}
                </Anchor>
                <Text size="xs" c="dimmed" fw={400}>
                  {`${typeLabel(calculation)} · ${vehicleClassLabel(calculation)}`}
                </Text>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {comparisonRows(figures).map((row) => {
            const lowest = row.marksLowest ? lowestIndex(row.values) : -1;
            return (
              <Fragment key={row.key}>
                {row.groupKey && (
                  <Table.Tr>
                    <Table.Th scope="colgroup" colSpan={columns} bg="var(--mantine-color-gray-1)">
                      {t(row.groupKey)}
                    </Table.Th>
                  </Table.Tr>
                )}
                <Table.Tr>
                  <Table.Th scope="row" fw={row.marksLowest ? 700 : 400}>
                    {t(row.labelKey)}
                  </Table.Th>
                  {row.values.map((value, index) => (
                    <Table.Td key={calculations[index]?.id ?? index} ta="end" style={{ whiteSpace: 'nowrap' }}>
                      {show(value, row.format, index)}
                      {index === lowest && (
                        <Badge ml="xs" color="teal.9" variant="filled" size="sm">
                          {t('web-calculations:compare.lowest')}
                        </Badge>
                      )}
                    </Table.Td>
                  ))}
                </Table.Tr>
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
