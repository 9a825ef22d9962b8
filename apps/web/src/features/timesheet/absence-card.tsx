import { Anchor, Button, Group, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Absence, type OfficeApprovalAction, workTypeKey, workTypeLook } from '@rahti/domain';
import { Icon } from '../../components/ui/icons';
import { ActionFailure } from './action-failure';
import { ApprovalBadges } from './approval-badges';
import { offeredApprovalActions } from './approval-options';
import { DriverEditDialog } from './driver-edit-dialog';
import { HistoryList } from './history-list';
import { durationText } from './event-labels';
import { useApproval } from './use-approval';
import { formatLocalDate } from './zone-time';

type AbsenceDialog = 'history' | 'acceptDriverEdit' | 'rejectDriverEdit';

/**
 * An absence on a day of the period: its type, kind, dates and state, with the same approval
 * actions as a shift; it is recorded and changed in the absences calendar.
 */
export function AbsenceCard({ absence, zone, canApprove }: { absence: Absence; zone: string; canApprove: boolean }) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<AbsenceDialog>();
  const name = t(workTypeKey(absence.workType));
  const dates =
    absence.startDate === absence.endDate
      ? formatLocalDate(absence.startDate)
      : `${formatLocalDate(absence.startDate)}–${formatLocalDate(absence.endDate)}`;
  const itemText = t('web-timesheet:absence.named', { name, dates });
  const approval = useApproval('absences', absence, itemText);
  const look = workTypeLook(absence.workType);
  const run = (action: OfficeApprovalAction) =>
    action === 'acceptDriverEdit' || action === 'rejectDriverEdit' ? setDialog(action) : approval.run(action);

  return (
    <Paper withBorder p="sm" component="article" aria-label={itemText} bg="var(--mantine-color-violet-0)">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Icon name={look.icon} />
            <Text fw={600}>{name}</Text>
            <Text size="sm">
              {t(`web-timesheet:absenceKinds.${absence.kind}`)}, {dates},{' '}
              {absence.hours === null
                ? t('web-timesheet:absence.wholeDays')
                : t('web-timesheet:absence.hoursPerDay', { hours: durationText(t, absence.hours * 60) })}
            </Text>
            <ApprovalBadges approval={absence.approval} hasDriverEdit={absence.hasDriverEdit} />
          </Group>
          <Group gap="xs">
            {offeredApprovalActions(absence, canApprove).map((action) => (
              <Button
                key={action}
                size="xs"
                variant="default"
                onClick={() => run(action)}
                loading={approval.pending}
                aria-label={t(`web-timesheet:actions.${action}For`, { item: itemText })}
              >
                {t(`web-timesheet:actions.${action}`)}
              </Button>
            ))}
            <Button
              size="xs"
              variant="subtle"
              onClick={() => setDialog('history')}
              aria-label={t('web-timesheet:actions.historyFor', { item: itemText })}
            >
              {t('web-timesheet:actions.history')}
            </Button>
            <Anchor component={Link} to={`/timesheet/absences?driverId=${absence.driverId}`} size="sm">
              {t('web-timesheet:absence.calendar')}
            </Anchor>
          </Group>
        </Group>
        {absence.note && <Text size="sm">{absence.note}</Text>}
        <ActionFailure error={approval.failure} onDismiss={approval.clearFailure} />
      </Stack>
      {dialog === 'history' && (
        <Modal
          opened
          onClose={() => setDialog(undefined)}
          title={t('web-timesheet:history.title', { item: itemText })}
          size="xl"
          centered
        >
          <HistoryList itemType="absences" id={absence.id} zone={zone} />
        </Modal>
      )}
      {(dialog === 'acceptDriverEdit' || dialog === 'rejectDriverEdit') && (
        <DriverEditDialog
          itemType="absences"
          id={absence.id}
          zone={zone}
          itemText={itemText}
          action={dialog}
          pending={approval.pending}
          onClose={() => setDialog(undefined)}
          onConfirm={() => approval.run(dialog, () => setDialog(undefined))}
        />
      )}
    </Paper>
  );
}
