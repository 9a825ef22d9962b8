import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Currency } from '@rahti/domain';
import { useLanguage } from '../../../lib/use-language';
import type { CalculationFigures } from './calculation-figures';

/** The yearly cost breakdown: each item of the cost model and the total. */
export function YearlyCostsTable({ figures, currency }: { figures: CalculationFigures; currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <Table withTableBorder captionSide="top">
      <Table.Caption>{t('web-calculations:print.yearlyCosts')}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-calculations:print.item')}</Table.Th>
          <Table.Th scope="col" ta="end">
            {t('web-calculations:print.amount')}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {figures.yearlyItems.map((item) => (
          <Table.Tr key={item.key}>
            <Table.Th scope="row" fw={400}>
              {t(`web-calculations:costItems.${item.key}`)}
            </Table.Th>
            <Table.Td ta="end">{money(item.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th scope="row">{t('web-calculations:print.total')}</Table.Th>
          <Table.Td ta="end" fw={700}>
            {money(figures.costs.yearly.totalPerYear)}
          </Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
