import { SimpleGrid, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { priceJob } from '@rahti/domain';
import { BigFigure } from './big-figure';
import { useMoney, usePercent } from './money';
import { ResultsLayout, type ReadyResult } from './results-layout';

/** /profitcalculationdetails/:id?: the expected year (revenue entered) against the year at the target price. */
export function ProfitDetailsPage() {
  return <ResultsLayout titleKey="web-calc-wizard:profit.title">{(result) => <Profit {...result} />}</ResultsLayout>;
}

function Profit({ input, costs, rates, currency }: ReadyResult) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const percent = usePercent();
  const yearly = costs.yearly;
  const target = priceJob({
    ...rates,
    hours: costs.timeBased.hoursPerYear,
    km: input.usage.kmPerYear,
    targetMarginPercent: input.revenue.targetProfitMarginPercent,
  });
  const rows = [
    { key: 'revenue', expected: yearly.revenuePerYear, atTarget: target.revenue },
    { key: 'costs', expected: yearly.totalPerYear, atTarget: target.cost },
    { key: 'profit', expected: yearly.profitPerYear, atTarget: target.profit },
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} component="dl" m={0}>
        <BigFigure
          label={t('web-calc-wizard:profit.expectedProfit')}
          value={money(yearly.profitPerYear)}
          tone={yearly.profitPerYear >= 0 ? 'good' : 'bad'}
        />
        <BigFigure label={t('web-calc-wizard:profit.expectedMargin')} value={percent(yearly.profitMarginPercent)} />
        <BigFigure
          label={t('web-calc-wizard:profit.targetMargin')}
          value={percent(input.revenue.targetProfitMarginPercent)}
        />
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('web-calc-wizard:profit.comparison')}
      </Title>
      <Table striped aria-label={t('web-calc-wizard:profit.comparison')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('web-calc-wizard:results.item')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('web-calc-wizard:profit.expected')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('web-calc-wizard:profit.atTarget')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row">{t(`web-calc-wizard:profit.rows.${row.key}`)}</Table.Th>
              <Table.Td ta="right">{money(row.expected)}</Table.Td>
              <Table.Td ta="right">{money(row.atTarget)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Th scope="row">{t('web-calc-wizard:profit.rows.margin')}</Table.Th>
            <Table.Td ta="right">{percent(yearly.profitMarginPercent)}</Table.Td>
            <Table.Td ta="right">{percent(target.marginPercent)}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
