import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localDateOf } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useAccount } from '../../auth/use-account';
import { DriverList } from './driver-list';
import { DriverPeriodView } from './driver-period-view';
import { PeriodFilters } from './period-filters';
import { useLinkedShift } from './use-linked-shift';
import { useTimesheetView } from './use-timesheet-view';
import { SharingFilter } from '../sharing/sharing-filter';

/** Until the account says otherwise: the default zone of a new organisation (issue 10). */
const DEFAULT_ZONE = 'Europe/Helsinki';

/**
 * The payroll clerk's timesheet (/timesheet): the period's drivers with their counts, and a
 * driver's period day by day with every action on shifts and absences.
 */
export function TimesheetPage() {
  const { t } = useTranslation();
  const zone = useAccount().data?.organisationTimeZone ?? DEFAULT_ZONE;
  const [today] = useState(() => localDateOf(Date.now(), zone));
  const view = useTimesheetView(today);
  const linked = useLinkedShift(view, zone);

  return (
    <Stack>
      <Title order={1}>{t('web:menu.timesheet')}</Title>
      <SharingFilter dataType="shifts">
        <PeriodFilters view={view} showListFilters={!view.driverId} />
        {linked.isError && <QueryError error={linked.error} />}
        {view.shiftId && !view.driverId && linked.isPending && <PageLoader />}
        {view.driverId ? (
          <DriverPeriodView
            key={view.driverId}
            driverId={view.driverId}
            period={view.period}
            zone={zone}
            linkedShiftId={view.shiftId}
            onBack={() => view.openDriver(undefined)}
          />
        ) : (
          !view.shiftId && <DriverList period={view.period} filters={view.listFilters} />
        )}
      </SharingFilter>
    </Stack>
  );
}
