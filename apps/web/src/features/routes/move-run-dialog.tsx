import { Group, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, recurrenceExceptionSchema, type Route } from '@rahti/domain';
import { DateField } from '../../components/ui/date-field';
import { FormDialog } from '../../components/ui/form-dialog';
import { notifySuccess } from '../../components/ui/notify';
import { useZodForm } from '../../lib/use-zod-form';
import { useMoveRun } from './route-runs-api';

interface MoveRunDialogProps {
  routeId: string;
  /** The date the run was planned for, which names it. */
  date: string;
  /** Where it is now: its date and start time. */
  at: { date: string; time: string };
  onClose: () => void;
  onMoved: (route: Route) => void;
}

/** One run to another day or start time (an exception of the recurrence, checked by its schema). */
export function MoveRunDialog({ routeId, date, at, onClose, onMoved }: MoveRunDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(recurrenceExceptionSchema, {
    date,
    action: 'move' as const,
    toDate: at.date,
    toTime: at.time,
  });
  const move = useMoveRun(routeId);
  const run = formatCalendarDate(date);
  return (
    <FormDialog
      title={t('web-routes:runs.moveTitle', { date: run })}
      form={form}
      save={move}
      submitLabel={t('web-routes:runs.move')}
      onClose={onClose}
      onSaved={(route) => {
        notifySuccess(t('web-routes:runs.moved', { date: run }));
        onMoved(route);
      }}
    >
      <Group align="flex-start" grow>
        <DateField label={t('web-routes:runs.toDate')} required {...form.getInputProps('toDate')} />
        <TextInput type="time" label={t('web-routes:runs.toTime')} required {...form.getInputProps('toTime')} />
      </Group>
    </FormDialog>
  );
}
