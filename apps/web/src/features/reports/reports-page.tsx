import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  localDateOf,
  REPORT_CATALOGUE,
  REPORT_FORMATS,
  reportDefinitionSchema,
  type ReportDefinition,
} from '@rahti/domain';
import { BetaBadge } from '../../components/ui/beta-badge';
import { notifyError } from '../../components/ui/notify';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { errorMessage } from '../../lib/api-error';
import { useOrganisationTimeZone } from '../../lib/organisation-time';
import { presetPeriod } from '../../lib/period-presets';
import { emptyFilters, ReportDefinitionForm, type DefinitionDraft } from './report-definition-form';
import { ReportTable } from './report-table';
import { useReportCatalogue, useReportDownload, useReportPreview } from './reports-api';
import { SchedulesSection } from './schedules-section';
import { useFilterOptions } from './use-filter-options';

/**
 * /report and /report-new (issue 27): choose a report, its period, grouping and filters; see its
 * table; download it as CSV, XLSX or PDF (the server's files, in the UI language); and, for
 * Admins and Superusers, the reports sent by mail. /report-new is the same page marked beta.
 */
export function ReportsPage({ beta = false }: { beta?: boolean }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const catalogue = useReportCatalogue();
  const options = useFilterOptions();
  const [draft, setDraft] = useState<DefinitionDraft>(() => ({
    kind: 'vehicles',
    ...presetPeriod('lastMonth', localDateOf(Date.now(), zone)),
    grouping: REPORT_CATALOGUE.vehicles.groupings[0]!,
    filters: emptyFilters(),
  }));
  const [shown, setShown] = useState<ReportDefinition>();
  const [problem, setProblem] = useState<string>();
  const preview = useReportPreview(shown);
  const download = useReportDownload();

  const show = () => {
    const parsed = reportDefinitionSchema.safeParse(draft);
    setProblem(parsed.success ? undefined : t(parsed.error.issues[0]?.message ?? 'validation:invalid'));
    if (parsed.success) setShown(parsed.data);
  };
  const caption =
    shown &&
    t('web-reports:caption', {
      title: t(`reports:kinds.${shown.kind}`),
      from: formatCalendarDate(shown.from),
      to: formatCalendarDate(shown.to),
    });

  if (catalogue.isLoading) return <PageLoader />;
  if (catalogue.isError)
    return (
      <QueryError
        error={catalogue.error}
        onRetry={() => void catalogue.refetch()}
        fallbackKey="web-reports:loadFailed"
      />
    );
  return (
    <Stack>
      <Group gap="xs">
        <Title order={1}>{t(beta ? 'web:menu.reports2' : 'web:menu.reports')}</Title>
        {beta && <BetaBadge />}
      </Group>
      <Text size="sm">{t('web-reports:intro')}</Text>
      <ReportDefinitionForm
        catalogue={catalogue.data ?? []}
        draft={draft}
        onChange={setDraft}
        options={options}
        onShow={show}
        problem={problem}
      />
      {preview.isLoading && <PageLoader />}
      {preview.isError && (
        <QueryError error={preview.error} onRetry={() => void preview.refetch()} fallbackKey="web-reports:loadFailed" />
      )}
      {shown && preview.data && (
        <>
          <Group role="group" aria-label={t('web-reports:downloads')}>
            {REPORT_FORMATS.map((format) => (
              <Button
                key={format}
                variant="default"
                loading={download.isPending && download.variables?.format === format}
                onClick={() =>
                  download.mutate(
                    { definition: shown, format },
                    { onError: (error) => notifyError(errorMessage(error, t('web-reports:downloadFailed'))) },
                  )
                }
              >
                {t(`web-reports:download.${format}`)}
              </Button>
            ))}
          </Group>
          {preview.data.rows.length === 0 ? (
            <Paper withBorder p="xl">
              <Text>{t('reports:empty')}</Text>
            </Paper>
          ) : (
            <ReportTable table={preview.data} caption={caption ?? ''} />
          )}
        </>
      )}
      <SchedulesSection catalogue={catalogue.data ?? []} options={options} />
    </Stack>
  );
}
