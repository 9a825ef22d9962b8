import { Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportCatalogue, ReportSchedule } from '@rahti/domain';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { RowActions } from '../../components/ui/row-actions';
import { useHasAccess } from '../../auth/use-account';
import { errorMessage } from '../../lib/api-error';
import { useDeleteSchedule, useRecipientOptions, useReportSchedules } from './reports-api';
import { ScheduleDialog } from './schedule-dialog';
import type { FilterOptions } from './use-filter-options';

/**
 * The reports sent by mail (Admins and Superusers): what, how often, to whom; added, changed and
 * removed in dialogs. Each sends the previous whole week or month on its day.
 */
export function SchedulesSection({ catalogue, options }: { catalogue: ReportCatalogue; options: FilterOptions }) {
  const { t } = useTranslation();
  const mayManage = useHasAccess('adminOrSuperuser');
  const schedules = useReportSchedules(mayManage);
  const users = useRecipientOptions(mayManage);
  const remove = useDeleteSchedule();
  const [editing, setEditing] = useState<ReportSchedule | 'new'>();
  const [removing, setRemoving] = useState<ReportSchedule>();
  if (!mayManage) return null;
  const names = new Map((users.data ?? []).map((user) => [user.id, user.displayName]));
  const when = (schedule: ReportSchedule) =>
    schedule.frequency === 'weekly'
      ? t('web-reports:schedules.weekly', { day: t(`web-reports:weekdays.${schedule.day}`) })
      : t('web-reports:schedules.monthly', { day: schedule.day });
  const title = (schedule: ReportSchedule) => t(`reports:kinds.${schedule.kind}`);

  return (
    <Stack component="section" aria-labelledby="report-schedules-title" mt="lg">
      <Group justify="space-between">
        <Title order={2} id="report-schedules-title">
          {t('web-reports:schedules.title')}
        </Title>
        <Button onClick={() => setEditing('new')}>{t('web-reports:schedules.add')}</Button>
      </Group>
      <Text size="sm">{t('web-reports:schedules.intro')}</Text>
      {schedules.data && schedules.data.length === 0 && <Text c="dimmed">{t('web-reports:schedules.none')}</Text>}
      {schedules.data && schedules.data.length > 0 && (
        <Table withTableBorder captionSide="top">
          <Table.Caption>{t('web-reports:schedules.title')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('web-reports:kind')}</Table.Th>
              <Table.Th scope="col">{t('web-reports:schedules.when')}</Table.Th>
              <Table.Th scope="col">{t('web-reports:schedules.format')}</Table.Th>
              <Table.Th scope="col">{t('web-reports:schedules.recipients')}</Table.Th>
              <Table.Th scope="col">{t('web-reports:schedules.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {schedules.data.map((schedule) => (
              <Table.Tr key={schedule.id}>
                <Table.Th scope="row">{title(schedule)}</Table.Th>
                <Table.Td>{when(schedule)}</Table.Td>
                <Table.Td>{t(`web-reports:formats.${schedule.format}`)}</Table.Td>
                <Table.Td>{schedule.recipients.map((id) => names.get(id) ?? '–').join(', ')}</Table.Td>
                <Table.Td>
                  <RowActions
                    editLabel={t('web-reports:schedules.editOne', { report: title(schedule) })}
                    onEdit={() => setEditing(schedule)}
                    deleteLabel={t('web-reports:schedules.removeOne', { report: title(schedule) })}
                    onDelete={() => setRemoving(schedule)}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {editing && (
        <ScheduleDialog
          schedule={editing === 'new' ? undefined : editing}
          catalogue={catalogue}
          options={options}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        opened={removing !== undefined}
        title={t('web-reports:schedules.removeTitle')}
        message={
          removing ? t('web-reports:schedules.removeMessage', { report: title(removing), when: when(removing) }) : ''
        }
        confirmLabel={t('web-reports:schedules.remove')}
        loading={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t('web-reports:schedules.saveFailed')) : undefined}
        onConfirm={() => removing && remove.mutate(removing.id, { onSuccess: () => setRemoving(undefined) })}
        onClose={() => {
          remove.reset();
          setRemoving(undefined);
        }}
      />
    </Stack>
  );
}
