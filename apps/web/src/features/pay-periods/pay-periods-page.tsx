import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addDays, type PayPeriod } from '@rahti/domain';
import { useHasAccess } from '../../auth/use-account';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { CreatePayPeriodsDialog } from './create-pay-periods-dialog';
import { DeletePayPeriodDialog } from './delete-pay-period-dialog';
import { EditPayPeriodDialog } from './edit-pay-period-dialog';
import { usePayPeriods } from './pay-periods-api';
import { PayPeriodsTable } from './pay-periods-table';

/** /payperiods: the organisation's pay periods; Admins and Superusers create runs, edit and remove them. */
export function PayPeriodsPage() {
  const { t } = useTranslation();
  const canManage = useHasAccess('adminOrSuperuser');
  const periods = usePayPeriods();
  const zone = useOrganisationTimeZone();
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  const editing = useDialogTarget<PayPeriod>(createButton);
  const deleting = useDialogTarget<PayPeriod>(createButton);
  // A new run continues the last period; the first run starts today.
  const last = periods.data?.at(-1);
  const nextStart = last ? addDays(last.endDate, 1) : zonedToday(zone);

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{t('web-pay-periods:title')}</Title>
        {canManage && (
          <Button ref={createButton} onClick={() => setCreating(true)}>
            {t('web-pay-periods:create')}
          </Button>
        )}
      </Group>
      {periods.isPending && <PageLoader />}
      {periods.isError && <QueryError error={periods.error} onRetry={() => void periods.refetch()} />}
      {periods.data?.length === 0 && <Text>{t('web-pay-periods:empty')}</Text>}
      {!!periods.data?.length && (
        <PayPeriodsTable
          label={t('web-pay-periods:title')}
          periods={periods.data}
          actions={canManage ? { onEdit: editing.open, onDelete: deleting.open } : undefined}
        />
      )}
      {creating && <CreatePayPeriodsDialog startDate={nextStart} onClose={() => setCreating(false)} />}
      {editing.target && (
        <EditPayPeriodDialog key={editing.target.id} period={editing.target} onClose={() => editing.close()} />
      )}
      {deleting.target && (
        <DeletePayPeriodDialog
          key={deleting.target.id}
          period={deleting.target}
          onClose={() => deleting.close()}
          onDeleted={() => deleting.close(true)}
        />
      )}
    </Stack>
  );
}
