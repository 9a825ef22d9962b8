import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { UnsavedChangesPrompt } from '../current-calculation/unsaved-changes-prompt';
import { useSaveCalculation } from '../wizard/use-save-calculation';
import { stepLink } from '../wizard/wizard-steps';
import { FuelPriceNotice } from './fuel-price-notice';
import { useCalculationResult, type CalculationResult } from './use-calculation-result';

export type ReadyResult = CalculationResult & {
  input: NonNullable<CalculationResult['input']>;
  costs: NonNullable<CalculationResult['costs']>;
  rates: NonNullable<CalculationResult['rates']>;
};

/** A result page's address for a saved calculation: its `:id?` (the last segment) filled in. */
const withId = (pathname: string, id: string) => `${pathname.replace(/\/+$/, '')}/${encodeURIComponent(id)}`;

/** A result page: the calculation's name, Edit and Save, and the page once the draft is complete. */
export function ResultsLayout({
  titleKey,
  children,
}: {
  titleKey: string;
  children: (result: ReadyResult) => ReactNode;
}) {
  const { t } = useTranslation();
  const result = useCalculationResult();
  const { current } = result;
  const { save, failure, isSaving } = useSaveCalculation(current);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { id: routeId } = useParams();
  const onSave = async () => {
    const saved = await save();
    if (!saved) return;
    notifySuccess(t('web-calc-wizard:save.saved', { name: saved.name }));
    // Every saved result has its own address: the first save puts the id in the URL, in place of the id-less one.
    if (!routeId) void navigate(withId(pathname, saved.id), { replace: true });
  };
  if (current.isLoading) return <PageLoader />;
  if (current.loadError) return <QueryError error={current.loadError} />;
  const name = typeof current.values.name === 'string' ? current.values.name : '';

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t(titleKey)}</Title>
          {name && <Text c="dimmed">{name}</Text>}
        </div>
        <Group>
          <Button component={Link} to={stepLink('/vehicledetails/:id?', current.savedId)} variant="default">
            {t('web-calc-wizard:results.edit')}
          </Button>
          {current.isDirty && result.input && (
            <Button onClick={() => void onSave()} loading={isSaving}>
              {t('web-calc-wizard:actions.save')}
            </Button>
          )}
        </Group>
      </Group>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      {result.input && result.costs && result.rates ? (
        <>
          <FuelPriceNotice input={result.input} currency={result.currency} savedId={current.savedId} />
          {children(result as ReadyResult)}
        </>
      ) : (
        <Alert color="yellow" title={t('web-calc-wizard:results.incompleteTitle')}>
          {t('web-calc-wizard:results.incomplete')}{' '}
          <Anchor component={Link} to={stepLink('/calculation', undefined)}>
            {t('web-calc-wizard:results.toWizard')}
          </Anchor>
        </Alert>
      )}
      <UnsavedChangesPrompt isDirty={current.isDirty} />
    </Stack>
  );
}
