import { Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EMISSION_GROUPINGS, emissionTotals, formatCalendarDate, type EmissionGrouping } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { CustomerPdfSection } from './customer-pdf-section';
import { useEmissionFiles } from './emission-files';
import { useEmissions } from './emissions-api';
import { EmissionsTable, type RowAction } from './emissions-table';
import { useEmissionLabels } from './use-emission-labels';
import { useEmissionsParams } from './use-emissions-params';

const NS = 'web-fuel:emissions';

/**
 * /report/emissions (issue 25): fuel-based CO₂e of a period (this month unless told) by
 * vehicle, customer, task or month, with the totals, as a table and the server's CSV file; and
 * a customer's tasks as a PDF (picked below the filters, or from a customer's row).
 */
export function EmissionsPage() {
  const { t } = useTranslation();
  const params = useEmissionsParams();
  const labels = useEmissionLabels();
  const report = useEmissions(params.query);
  const rows = useMemo(() => report.data?.rows ?? [], [report.data]);
  const totals = useMemo(() => emissionTotals(rows), [rows]);
  const query = params.query;
  const shown = report.isSuccess && query !== undefined;

  const files = useEmissionFiles();
  // By customer, each customer's row offers its PDF; "Not allocated" is no customer.
  const pdfAction: RowAction | undefined =
    query?.groupBy === 'customer'
      ? {
          header: t(`${NS}.pdf.column`),
          render: (row) =>
            row.key !== null && (
              <Button
                size="xs"
                variant="light"
                aria-label={t(`${NS}.pdf.forCustomer`, { customer: row.label })}
                loading={files.isPdfPending(query, row.key)}
                onClick={() => row.key !== null && files.pdf(query, { id: row.key, name: row.label })}
              >
                {t(`${NS}.pdf.rowAction`)}
              </Button>
            ),
        }
      : undefined;
  const dateError = (name: 'from' | 'to') =>
    params.problem && params.problemAt === name ? t(params.problem) : undefined;

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t(`${NS}.title`)}</Title>
        <Button
          variant="default"
          onClick={() => query && files.csv(query)}
          loading={query !== undefined && files.isCsvPending(query)}
          disabled={!shown || rows.length === 0}
        >
          {t(`${NS}.csv`)}
        </Button>
      </Group>
      <Text size="sm">{t(`${NS}.intro`)}</Text>
      <Group align="flex-start" role="group" aria-label={t(`${NS}.filters`)}>
        <DateField
          label={t(`${NS}.from`)}
          value={params.from}
          onChange={(value) => params.setDate('from', value)}
          error={dateError('from')}
          w={170}
        />
        <DateField
          label={t(`${NS}.to`)}
          value={params.to}
          onChange={(value) => params.setDate('to', value)}
          error={dateError('to')}
          w={170}
        />
        <NativeSelect
          label={t(`${NS}.groupBy`)}
          data={EMISSION_GROUPINGS.map((value) => ({ value, label: t(`${NS}.groupings.${value}`) }))}
          value={params.groupBy}
          onChange={(event) => params.setGroupBy(event.currentTarget.value as EmissionGrouping)}
          w={200}
        />
      </Group>
      {report.isLoading && <PageLoader />}
      {report.isError && (
        <QueryError error={report.error} onRetry={() => void report.refetch()} fallbackKey={`${NS}.loadFailed`} />
      )}
      {shown && rows.length === 0 && (
        <Paper withBorder p="xl">
          <Text>{t(`${NS}.empty`)}</Text>
        </Paper>
      )}
      {shown && rows.length > 0 && (
        <EmissionsTable
          rows={rows}
          totals={totals}
          groupBy={query.groupBy}
          caption={t(`${NS}.caption.${query.groupBy}`, {
            from: formatCalendarDate(query.from),
            to: formatCalendarDate(query.to),
          })}
          labels={labels}
          action={pdfAction}
        />
      )}
      <CustomerPdfSection query={query} files={files} />
    </Stack>
  );
}
