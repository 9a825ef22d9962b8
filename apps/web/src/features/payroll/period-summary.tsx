import { Alert, Anchor, Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PayPeriod } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import type { SortState } from '../../components/ui/sortable-header';
import { downloadFile } from '../../lib/csv';
import { useLanguage } from '../../lib/use-language';
import { ColumnChooser } from './column-chooser';
import { usePayrollSummary } from './payroll-api';
import { payrollCsv, payrollCsvFileName } from './payroll-csv';
import { PayrollTable } from './payroll-table';
import { NAME_COLUMN, columnOptions, visibleColumns } from './summary-columns';
import { sortRows } from './summary-figures';
import { useColumnChoice } from './use-column-choice';
import { periodSpan } from './use-pay-period-choice';

interface PeriodSummaryProps {
  periods: readonly PayPeriod[];
  period: PayPeriod;
  onChoose: (id: string) => void;
}

/** The chosen period's summary: the period select, columns, CSV and print, the not-approved notice and the table. */
export function PeriodSummary({ periods, period, onChoose }: PeriodSummaryProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const summary = usePayrollSummary(period.id);
  const choice = useColumnChoice();
  const [sort, setSort] = useState<SortState<string>>({ key: NAME_COLUMN, direction: 'asc' });
  const rows = summary.data?.rows ?? [];
  const options = columnOptions(rows, choice.chosen, t);
  const columns = visibleColumns(options, choice.chosen);
  // A column just hidden cannot order the rows; the name does then.
  const shownSort: SortState<string> = columns.some((column) => column.id === sort.key)
    ? sort
    : { key: NAME_COLUMN, direction: 'asc' };
  const sorted = sortRows(
    rows,
    columns.find((column) => column.id === shownSort.key),
    shownSort.direction,
    language,
  );
  const span = periodSpan(period);
  const unapproved = summary.data?.unapprovedCount ?? 0;
  const newestFirst = [...periods].sort((a, b) => b.startDate.localeCompare(a.startDate));

  const downloadCsv = () =>
    downloadFile(
      payrollCsvFileName(period),
      payrollCsv(columns, sorted, t('web-payroll:table.total'), language !== 'en'),
    );

  return (
    <>
      <Group align="flex-end" className="rahti-payroll-screen-only">
        <NativeSelect
          label={t('web-payroll:period')}
          data={newestFirst.map((candidate) => ({
            value: candidate.id,
            label: candidate.name ? `${periodSpan(candidate)} ${candidate.name}` : periodSpan(candidate),
          }))}
          value={period.id}
          onChange={(event) => onChoose(event.currentTarget.value)}
          w={280}
        />
        <ColumnChooser options={options} chosen={choice.chosen} onToggle={choice.toggle} onReset={choice.reset} />
        <Button variant="default" onClick={downloadCsv} disabled={rows.length === 0}>
          {t('web-payroll:csv')}
        </Button>
        <Button variant="default" onClick={() => window.print()} disabled={rows.length === 0}>
          {t('web-payroll:print')}
        </Button>
      </Group>
      {unapproved > 0 && (
        <Alert color="yellow" className="rahti-payroll-screen-only">
          <Text size="sm">{t('web-payroll:unapproved', { count: unapproved })}</Text>
          <Anchor
            component={Link}
            to={`/timesheet?${new URLSearchParams({ from: period.startDate, to: period.endDate, notApproved: 'true' }).toString()}`}
            size="sm"
          >
            {t('web-payroll:unapprovedLink')}
          </Anchor>
        </Alert>
      )}
      {summary.isPending && <PageLoader />}
      {summary.isError && <QueryError error={summary.error} onRetry={() => void summary.refetch()} />}
      {summary.isSuccess && rows.length === 0 && (
        <Paper withBorder p="xl">
          <Text>{t('web-payroll:empty')}</Text>
        </Paper>
      )}
      {rows.length > 0 && (
        <PayrollTable
          columns={columns}
          rows={sorted}
          sort={shownSort}
          onSort={setSort}
          caption={t('web-payroll:table.caption', { span })}
          currency={currency}
        />
      )}
    </>
  );
}
