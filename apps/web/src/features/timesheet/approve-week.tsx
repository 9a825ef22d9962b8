import { Alert, Button, List } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { approveRangeResultSchema, Shift } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { ActionFailure } from './action-failure';
import type { Period } from './period';
import { useApproveRange } from './timesheet-mutations';
import { formatLocalDate, zoneDateTime } from './zone-time';

type ApproveResult = z.infer<typeof approveRangeResultSchema>;

interface ApproveWeekProps {
  driverId: string;
  driverName: string;
  week: Period;
  /** The shifts shown, to name a skipped one by its start. */
  shifts: readonly Shift[];
  zone: string;
}

/** Approves the driver's whole week in one action, then says what was left and why. */
export function ApproveWeek({ driverId, driverName, week, shifts, zone }: ApproveWeekProps) {
  const { t } = useTranslation();
  const approve = useApproveRange();
  const [asking, setAsking] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [result, setResult] = useState<ApproveResult>();
  const range = `${formatLocalDate(week.from)}–${formatLocalDate(week.to)}`;
  const skippedText = (item: ApproveResult['skipped'][number]) => {
    const shift = item.itemType === 'shift' ? shifts.find((candidate) => candidate.id === item.id) : undefined;
    const what = shift
      ? t('web-timesheet:approveWeek.skippedShift', { start: zoneDateTime(Date.parse(shift.start), zone) })
      : t(`web-timesheet:approveWeek.skipped.${item.itemType}`);
    return `${what}: ${t(`web-timesheet:approveWeek.reasons.${item.reason}`)}`;
  };

  return (
    <>
      <Button
        size="xs"
        onClick={() => setAsking(true)}
        aria-label={t('web-timesheet:approveWeek.buttonFor', { range })}
      >
        {t('web-timesheet:approveWeek.button')}
      </Button>
      {result && (
        <Alert
          color={result.skipped.length > 0 ? 'yellow' : 'green'}
          role="status"
          withCloseButton
          onClose={() => setResult(undefined)}
          closeButtonLabel={t('web-timesheet:actions.dismiss')}
          w="100%"
        >
          {t('web-timesheet:approveWeek.done', {
            shifts: result.approvedShifts,
            absences: result.approvedAbsences,
            range,
          })}
          {result.skipped.length > 0 && (
            <>
              {' '}
              {t('web-timesheet:approveWeek.skippedIntro', { count: result.skipped.length })}
              <List size="sm">
                {result.skipped.map((item) => (
                  <List.Item key={item.id}>{skippedText(item)}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      {asking && (
        <ConfirmDialog
          opened
          title={t('web-timesheet:approveWeek.title')}
          message={t('web-timesheet:approveWeek.message', { driver: driverName, range })}
          confirmLabel={t('web-timesheet:approveWeek.submit')}
          loading={approve.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            approve.mutate(
              { driverId, period: week },
              {
                onSuccess: (answer) => {
                  setResult(answer);
                  setAsking(false);
                  notifySuccess(
                    t('web-timesheet:approveWeek.done', {
                      shifts: answer.approvedShifts,
                      absences: answer.approvedAbsences,
                      range,
                    }),
                  );
                },
                onError: setFailure,
              },
            )
          }
        >
          <ActionFailure error={failure} onDismiss={() => setFailure(undefined)} onReload={() => setAsking(false)} />
        </ConfirmDialog>
      )}
    </>
  );
}
