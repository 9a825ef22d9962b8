import { Alert, Group, Paper, Text } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { costRatesOf, formatMoney, priceJob, targetMarginMessage, type Calculation } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { useLanguage } from '../../../lib/use-language';
import { calculationPaths } from '../list/calculation-routes';
import { JobFields } from './job-fields';
import { readJob, type JobText } from './job-inputs';
import { PrintLayout } from './print-layout';
import { QuoteDocument } from './quote-document';
import { useCalculation } from '../api/calculations-queries';

/** /calculations/:id/quote?hours=&km=&margin=: a price quote for one job, priced with a calculation's costs. */
export function PrintQuotePage() {
  const { id = '' } = useParams();
  const calculation = useCalculation(id);
  if (!calculation.data) {
    return (
      <PrintLayout backTo={calculationPaths.result(id)}>
        {calculation.isPending && <PageLoader />}
        {calculation.isError && <QueryError error={calculation.error} onRetry={() => void calculation.refetch()} />}
      </PrintLayout>
    );
  }
  return <Quote calculation={calculation.data} />;
}

function Quote({ calculation }: { calculation: Calculation }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [params, setParams] = useSearchParams();
  // The job lives in the address, so a reload or a shared link shows the same quote.
  const text: JobText = {
    hours: params.get('hours') ?? String(calculation.pricing.hours),
    km: params.get('km') ?? String(calculation.pricing.km),
    margin: params.get('margin') ?? String(calculation.pricing.targetMarginPercent),
  };
  const setText = (next: JobText) =>
    setParams({ hours: next.hours, km: next.km, margin: next.margin }, { replace: true });
  const { job, errors } = readJob(text);
  const price = job
    ? priceJob({ ...costRatesOf(calculation), hours: job.hours, km: job.km, targetMarginPercent: job.marginPercent })
    : undefined;
  const marginError = job && price ? targetMarginMessage(job.marginPercent, price.cost) : undefined;
  const isPriced = job && price && !marginError;
  const money = (amount: number) => formatMoney(amount, calculation.currency, language);

  const controls = (
    <Paper withBorder p="md">
      <JobFields value={text} onChange={setText} errors={errors} marginError={marginError} />
      {isPriced && (
        <Group mt="sm" gap="xl">
          <Text>{t('web-calculations:pricing.costsValue', { amount: money(price.cost) })}</Text>
          <Text>{t('web-calculations:pricing.profitValue', { amount: money(price.profit) })}</Text>
        </Group>
      )}
    </Paper>
  );
  return (
    <PrintLayout backTo={calculationPaths.result(calculation.id)} controls={controls}>
      {isPriced ? (
        <QuoteDocument calculation={calculation} job={job} price={price} />
      ) : (
        <Alert color="yellow">{t('web-calculations:pricing.invalid')}</Alert>
      )}
    </PrintLayout>
  );
}
