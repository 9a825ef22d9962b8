import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { usePayPeriods } from '../pay-periods/pay-periods-api';
import { PayrollExportDialog } from './export/payroll-export-dialog';
import { PeriodSummary } from './period-summary';
import { usePayPeriodChoice } from './use-pay-period-choice';
import './payroll-print.css';

/**
 * /timesheet/payroll (issue 12): a pay period's approved hours and money per driver, in the
 * columns the user picks, as CSV or on paper; and the export to the payroll system.
 */
export function PayrollPage() {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const periods = usePayPeriods();
  const { period, choose } = usePayPeriodChoice(periods.data, zonedToday(zone));
  const [exporting, setExporting] = useState(false);

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('web-payroll:title')}</Title>
        <Button className="rahti-payroll-screen-only" onClick={() => setExporting(true)} disabled={periods.isPending}>
          {t('web-payroll:export.open')}
        </Button>
      </Group>
      {periods.isPending && <PageLoader />}
      {periods.isError && <QueryError error={periods.error} onRetry={() => void periods.refetch()} />}
      {periods.data?.length === 0 && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-payroll:noPeriods')}</Text>
          <Anchor component={Link} to="/payperiods">
            {t('web-payroll:noPeriodsLink')}
          </Anchor>
        </Paper>
      )}
      {periods.data && period && <PeriodSummary periods={periods.data} period={period} onChoose={choose} />}
      {exporting && (
        <PayrollExportDialog period={period} today={zonedToday(zone)} onClose={() => setExporting(false)} />
      )}
    </Stack>
  );
}
