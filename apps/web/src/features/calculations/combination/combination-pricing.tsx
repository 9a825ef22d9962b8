import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney, priceJob, targetMarginMessage, type CostRates, type Currency } from '@rahti/domain';
import { PageSection } from '../../../components/ui/page-section';
import { useLanguage } from '../../../lib/use-language';
import { JobFields } from '../print/job-fields';
import { readJob, type JobText } from '../print/job-inputs';
import { KeyFigure } from '../print/key-figure';

/** Prices a job with the combination's summed rates; the price follows as the user types. */
export function CombinationPricing({ rates, currency }: { rates: CostRates; currency: Currency }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const [text, setText] = useState<JobText>({ hours: '', km: '', margin: '' });
  const { job, errors } = readJob(text);
  const touched = Object.values(text).some((value) => value.trim() !== '');
  const price = job
    ? priceJob({ ...rates, hours: job.hours, km: job.km, targetMarginPercent: job.marginPercent })
    : undefined;
  const marginError = job && price ? targetMarginMessage(job.marginPercent, price.cost) : undefined;
  const money = (amount: number) => formatMoney(amount, currency, language);
  return (
    <PageSection id="combination-pricing" title={t('web-calculations:combination.priceJob')}>
      <JobFields value={text} onChange={setText} errors={touched ? errors : {}} marginError={marginError} />
      {price && !marginError && (
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="md" aria-live="polite">
          <KeyFigure label={t('web-calculations:pricing.costs')} value={money(price.cost)} />
          <KeyFigure label={t('web-calculations:pricing.price')} value={money(price.revenue)} />
          <KeyFigure label={t('web-calculations:pricing.profit')} value={money(price.profit)} />
        </SimpleGrid>
      )}
    </PageSection>
  );
}
