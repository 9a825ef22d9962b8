import { Alert, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CalculationSummary } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { PageSection } from '../../../components/ui/page-section';
import { QueryError } from '../../../components/ui/query-error';
import { useCalculations } from '../api/calculation-list-api';
import { CombinationPicker } from './combination-picker';
import { CombinationPricing } from './combination-pricing';
import { combinationOf, isTractorUnit, isTrailerPart } from './combination-parts';
import { CombinationTable } from './combination-table';

/** /combinationcosts/:id?: a tractor unit and its trailers from saved calculations, priced as one unit. */
export function CombinationPage() {
  const { t } = useTranslation();
  const summaries = useCalculations();
  return (
    <Stack>
      <Title order={1}>{t('web-calculations:combination.title')}</Title>
      <Text>{t('web-calculations:combination.intro')}</Text>
      {summaries.isPending && <PageLoader />}
      {summaries.isError && <QueryError error={summaries.error} onRetry={() => void summaries.refetch()} />}
      {summaries.data && <CombinationBuilder all={summaries.data} />}
    </Stack>
  );
}

function CombinationBuilder({ all }: { all: CalculationSummary[] }) {
  const { t } = useTranslation();
  // The calculation open in the wizard (the :id) starts as a chosen part when it is one.
  const { id } = useParams();
  const opened = all.find((row) => row.id === id);
  const [tractorId, setTractorId] = useState(opened && isTractorUnit(opened) ? opened.id : '');
  const [trailerIds, setTrailerIds] = useState<string[]>(opened && isTrailerPart(opened) ? [opened.id] : []);
  const combination = combinationOf(all, tractorId, trailerIds);
  const currency = combination.parts[0]?.currency;

  return (
    <>
      <PageSection id="combination-parts" title={t('web-calculations:combination.pickParts')}>
        <CombinationPicker
          tractorUnits={all.filter(isTractorUnit)}
          trailers={all.filter(isTrailerPart)}
          tractorId={tractorId}
          trailerIds={trailerIds}
          onTractorChange={setTractorId}
          onTrailersChange={setTrailerIds}
        />
      </PageSection>
      {combination.hasMixedCurrencies && <Alert color="red">{t('web-calculations:combination.mixedCurrencies')}</Alert>}
      {combination.total && currency && (
        <>
          <CombinationTable combination={combination} total={combination.total} currency={currency} />
          <CombinationPricing rates={combination.total} currency={currency} />
        </>
      )}
    </>
  );
}
