import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type CostRates, type Currency } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import { useCalculationLabels } from '../list/use-calculation-labels';
import type { Combination } from './combination-parts';

/** Each part's cost per hour and per km, and the combination's sum in the footer. */
export function CombinationTable({
  combination,
  total,
  currency,
}: {
  combination: Combination;
  total: CostRates;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { vehicleClassLabel } = useCalculationLabels();
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{t('web-calculations:combination.resultHeading')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-calculations:combination.part')}</Table.Th>
          <Table.Th scope="col">{t('web-calculations:list.columns.vehicleClass')}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('web-calculations:list.columns.costPerHour')}
          </Table.Th>
          <Table.Th scope="col" ta="end">
            {t('web-calculations:list.columns.costPerKm')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {combination.parts.map((part) => (
          <Table.Tr key={part.id}>
            <Table.Th scope="row" fw={400}>
              {part.name}
            </Table.Th>
            <Table.Td>{vehicleClassLabel(part)}</Table.Td>
            <Table.Td ta="end">{money(part.costPerHour)}</Table.Td>
            <Table.Td ta="end">{money(part.costPerKm)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row" colSpan={2}>
            {t('web-calculations:combination.total')}
          </Table.Th>
          <Table.Td ta="end" fw={700}>
            {money(total.costPerHour)}
          </Table.Td>
          <Table.Td ta="end" fw={700}>
            {money(total.costPerKm)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
