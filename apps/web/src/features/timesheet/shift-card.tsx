import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Shift } from '@rahti/domain';
import type { Infringement } from '../driving-time/infringements-by-shift';
import { ShiftInfringements } from '../driving-time/shift-infringements';
import { ActionFailure } from './action-failure';
import { ApprovalBadges } from './approval-badges';
import { editRefusal } from './approval-options';
import { durationText, shiftTimeText } from './event-labels';
import { shiftTotals } from './period-totals';
import { ShiftActionsMenu } from './shift-actions-menu';
import { ShiftDetails } from './shift-details';
import { ShiftDialogs, type ShiftDialog } from './shift-dialogs';
import { ShiftEventsTable } from './shift-events-table';
import { ShiftTimeline } from './shift-timeline';
import { useApproval } from './use-approval';

export interface ShiftCardProps {
  shift: Shift;
  zone: string;
  /** The local date the shift belongs to. */
  date: string;
  now: number;
  /** The driver's next shift when the two can be merged (this one has ended before it starts). */
  mergeable?: Shift;
  canApprove: boolean;
  /** Opened from a link (?shiftId=): scrolled to, focused and shown with its details. */
  isLinked: boolean;
  questions: ReadonlyMap<number, string>;
  /** The driving-time infringements this shift causes. */
  infringements?: readonly Infringement[];
}

/** One shift of the driver's period: its times, state, timeline, details and actions. */
export function ShiftCard({
  shift,
  zone,
  date,
  now,
  mergeable,
  canApprove,
  isLinked,
  questions,
  infringements = [],
}: ShiftCardProps) {
  const { t } = useTranslation();
  const [showDetails, setShowDetails] = useState(isLinked);
  const [dialog, setDialog] = useState<ShiftDialog>();
  const card = useRef<HTMLDivElement>(null);
  const time = shiftTimeText(shift, zone, date, t('web-timesheet:shift.openEnd'));
  const itemText = t('web-timesheet:shift.named', { date: `${date.slice(8, 10)}.${date.slice(5, 7)}.`, time });
  const approval = useApproval('shifts', shift, itemText);
  const refusal = editRefusal(shift);
  const isOngoing = shift.status === 'ongoing';
  const detailsId = `shift-${shift.id}-details`;

  useEffect(() => {
    if (!isLinked) return;
    setShowDetails(true);
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus();
  }, [isLinked]);

  return (
    <Paper
      withBorder
      p="sm"
      ref={card}
      tabIndex={-1}
      aria-label={itemText}
      component="article"
      bd={isLinked ? '2px solid var(--mantine-color-blue-6)' : undefined}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Text fw={600}>{time}</Text>
            <Text size="sm">{durationText(t, shiftTotals(shift, now).totalMinutes)}</Text>
            <ApprovalBadges approval={shift.approval} hasDriverEdit={shift.hasDriverEdit} isOngoing={isOngoing} />
          </Group>
          <Group gap="xs">
            <Button
              variant="subtle"
              size="xs"
              aria-expanded={showDetails}
              aria-controls={detailsId}
              onClick={() => setShowDetails((shown) => !shown)}
            >
              {showDetails ? t('web-timesheet:shift.hideDetails') : t('web-timesheet:shift.showDetails')}
            </Button>
            <ShiftActionsMenu
              shift={shift}
              itemText={itemText}
              canApprove={canApprove}
              canEdit={refusal === undefined}
              canMerge={mergeable !== undefined}
              onApproval={approval.run}
              onOpen={setDialog}
            />
          </Group>
        </Group>
        <ShiftInfringements infringements={infringements} zone={zone} />
        <ShiftTimeline
          shift={shift}
          zone={zone}
          date={date}
          now={now}
          label={t('web-timesheet:shift.timeline', { item: itemText })}
        />
        {refusal && (
          <Text size="sm" c="dimmed">
            {t(`shifts:approval.${refusal}`)}
          </Text>
        )}
        <ActionFailure error={approval.failure} onDismiss={approval.clearFailure} />
        {showDetails && (
          <Stack gap="xs" id={detailsId}>
            <ShiftEventsTable
              shift={shift}
              zone={zone}
              date={date}
              now={now}
              questions={questions}
              caption={t('web-timesheet:shift.eventsCaption', { item: itemText })}
            />
            <ShiftDetails shift={shift} zone={zone} />
          </Stack>
        )}
      </Stack>
      <ShiftDialogs
        dialog={dialog}
        onClose={() => setDialog(undefined)}
        shift={shift}
        mergeable={mergeable}
        zone={zone}
        date={date}
        itemText={itemText}
        onApproval={approval.run}
        approvalPending={approval.pending}
      />
    </Paper>
  );
}
