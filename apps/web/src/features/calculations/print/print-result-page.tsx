import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney, type Calculation } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/use-language';
import { calculationPaths } from '../list/calculation-routes';
import { figuresOf } from './calculation-figures';
import { DocumentHeader } from './document-header';
import { formatNumber } from './format-number';
import { KeyFigure } from './key-figure';
import { PrintLayout } from './print-layout';
import { useCalculation } from '../api/calculations-queries';
import { YearlyCostsTable } from './yearly-costs-table';

/** /calculations/:id/print: a calculation's result on one sheet. */
export function PrintResultPage() {
  const { id = '' } = useParams();
  const calculation = useCalculation(id);
  return (
    <PrintLayout backTo={calculationPaths.result(id)}>
      {calculation.isPending && <PageLoader />}
      {calculation.isError && <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />}
      {calculation.data && <ResultDocument calculation={calculation.data} />}
    </PrintLayout>
  );
}

function ResultDocument({ calculation }: { calculation: Calculation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const figures = figuresOf(calculation);
  const money = (amount: number) => formatMoney(amount, calculation.currency, language);
  const atTarget = [
    [t('web-calculations:compare.pricePerHour'), money(figures.pricePerHour)],
    [t('web-calculations:compare.pricePerKm'), money(figures.pricePerKm)],
    [t('web-calculations:compare.yearlyRevenue'), money(figures.yearAtTarget.revenue)],
    [t('web-calculations:compare.yearlyProfit'), money(figures.yearAtTarget.profit)],
  ] as const;
  return (
    <>
      <DocumentHeader title={t('web-calculations:print.resultTitle')} calculation={calculation} />
      <Stack gap="lg">
        <SimpleGrid cols={2}>
          <KeyFigure label={t('web-calculations:print.costPerHour')} value={money(figures.rates.costPerHour)} />
          <KeyFigure label={t('web-calculations:print.costPerKm')} value={money(figures.rates.costPerKm)} />
        </SimpleGrid>
        <YearlyCostsTable figures={figures} currency={calculation.currency} />
        <section aria-labelledby="print-target-heading">
          <Title order={2} size="h4" id="print-target-heading" mb="xs">
            {t('web-calculations:print.profitAtTarget', {
              margin: formatNumber(figures.targetMarginPercent, language),
            })}
          </Title>
          <Table withTableBorder captionSide="top">
            <Table.Tbody>
              {atTarget.map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={400}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="end">{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </section>
        {calculation.description && <Text>{calculation.description}</Text>}
      </Stack>
    </>
  );
}
