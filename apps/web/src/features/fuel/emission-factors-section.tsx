import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmissionFactorDto } from '@rahti/domain';
import { FormFailure } from '../../components/ui/form-failure';
import { notifySuccess } from '../../components/ui/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { errorMessage } from '../../lib/api-error';
import { useZodForm } from '../../lib/use-zod-form';
import { factorFormSchema, factorFormValues, isChanged, type FactorRowValues } from './emission-factor-form';
import { EmissionFactorsTable } from './emission-factors-table';
import { useEmissionFactors, useSaveEmissionFactors } from './fuel-api';
import type { FuelLabels } from './fuel-labels';

/** What the factors were when read: a new answer (after saving) starts the form again. */
const versionOf = (factors: readonly EmissionFactorDto[]) =>
  factors.map((f) => `${f.fuelType}:${f.ttwKgPerUnit}:${f.wtwKgPerUnit}:${f.isDefault}:${f.source}`).join('|');

/** The CO₂e factors the emissions report counts with; the rows changed become the organisation's own. */
export function EmissionFactorsSection({ labels }: { labels: FuelLabels }) {
  const { t } = useTranslation();
  const titleId = useId();
  const factors = useEmissionFactors();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {t('web-fuel:factors.title')}
        </Title>
        <Text size="sm">{t('web-fuel:factors.intro')}</Text>
        {factors.isPending && <PageLoader />}
        {factors.isError && (
          <QueryError
            error={factors.error}
            onRetry={() => void factors.refetch()}
            fallbackKey="web-fuel:factors.loadFailed"
          />
        )}
        {factors.isSuccess && (
          <EmissionFactorsForm key={versionOf(factors.data)} factors={factors.data} labels={labels} />
        )}
      </Stack>
    </Paper>
  );
}

function EmissionFactorsForm({ factors, labels }: { factors: readonly EmissionFactorDto[]; labels: FuelLabels }) {
  const { t } = useTranslation();
  const initial = useMemo(() => factorFormValues(factors, labels.language), [factors, labels.language]);
  const schema = useMemo(() => factorFormSchema(initial), [initial]);
  const form = useZodForm(schema, initial);
  const save = useSaveEmissionFactors();
  const [failure, setFailure] = useState<string>();
  const changedCount = form.values.rows.filter((row, index) => isChanged(row, initial.rows[index])).length;

  const change = (index: number, changes: Partial<FactorRowValues>) =>
    form.setValue(
      'rows',
      form.values.rows.map((row, at) => (at === index ? { ...row, ...changes } : row)),
    );
  const submit = form.onSubmit((input) => {
    setFailure(undefined);
    save.mutate(input, {
      onSuccess: () => notifySuccess(t('web-fuel:factors.saved')),
      onError: (error) => {
        if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <EmissionFactorsTable
          rows={form.values.rows}
          factors={factors}
          labels={labels}
          onChange={change}
          errorAt={form.errorAt}
        />
        <FormFailure message={failure} />
        <Group>
          <Button type="submit" loading={save.isPending} disabled={changedCount === 0}>
            {t('web-fuel:factors.save')}
          </Button>
          <Text size="sm" role="status">
            {changedCount > 0 ? t('web-fuel:factors.changed', { count: changedCount }) : ''}
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
