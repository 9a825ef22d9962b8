import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Calculation } from '@rahti/domain';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { calculationPaths } from '../list/calculation-routes';
import { figuresOf } from '../print/calculation-figures';
import { useSavedCalculations } from './use-saved-calculations';
import { COMPARED_MAX, COMPARED_MIN, comparedIds } from './compared-ids';
import { ComparisonTable } from './comparison-table';
import { YearlyCostsComparisonChart } from './yearly-costs-comparison-chart';

/** /calculations/compare?ids=a,b,c: costs, yearly breakdown and profit at the target price side by side. */
export function ComparePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const ids = comparedIds(params.get('ids'));
  const isValid = ids.length >= COMPARED_MIN && ids.length <= COMPARED_MAX;
  const queries = useSavedCalculations(isValid ? ids : []);
  const failed = queries.find((query) => query.isError);
  const calculations = queries.flatMap((query) => (query.data ? [query.data] : []));
  const isLoaded = isValid && calculations.length === ids.length;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web-calculations:compare.title')}</Title>
        <Button component={Link} to={calculationPaths.list} variant="default">
          {t('web-calculations:compare.backToList')}
        </Button>
      </Group>
      {!isValid && <Alert color="yellow">{t('web-calculations:compare.needTwo')}</Alert>}
      {failed && <QueryError error={failed.error} onRetry={() => void failed.refetch()} />}
      {isValid && !failed && !isLoaded && <PageLoader />}
      {isLoaded && <Comparison calculations={calculations} />}
    </Stack>
  );
}

function Comparison({ calculations }: { calculations: Calculation[] }) {
  const { t } = useTranslation();
  const mixed = new Set(calculations.map((calculation) => calculation.currency)).size > 1;
  const figures = calculations.map(figuresOf);
  return (
    <>
      {mixed && <Alert color="yellow">{t('web-calculations:compare.mixedCurrencies')}</Alert>}
      <ComparisonTable calculations={calculations} figures={figures} />
      {!mixed && <YearlyCostsComparisonChart calculations={calculations} figures={figures} />}
    </>
  );
}
