import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { sumMoney } from '@rahti/domain';
import { FormFailure } from '../../../components/ui/form-failure';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { TableScroll } from '../../../components/ui/table-scroll';
import { useOrganisationTimeZone, zonedDate } from '../../../lib/organisation-time';
import { PERIOD_PRESETS } from '../../../lib/period-presets';
import { useTasksToBill } from '../invoice-lookups';
import { PeriodFields } from '../period-fields';
import { useInvoiceFormat } from '../use-invoice-format';
import { taskToBill } from './invoice-form-values';
import type { TaskPeriod } from './task-period';
import type { InvoiceForm } from './use-invoice-form';

const PERIOD_CHOICES = [...PERIOD_PRESETS, 'custom'] as const;

/** "Pickup – delivery: description", or what there is of it. */
export const taskLabel = (task: { pickup: string; delivery: string; description: string }) =>
  [[task.pickup, task.delivery].filter(Boolean).join(' – '), task.description].filter(Boolean).join(': ');

/** The customer's tasks of a period with their income, each a checkbox: the picked ones become rows. */
export function TaskPicker({ form, period, currency }: { form: InvoiceForm; period: TaskPeriod; currency: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const zone = useOrganisationTimeZone();
  const { customerId } = form.values;
  const tasks = useTasksToBill(period.isValid && customerId ? { ...period.range, customerId } : undefined);
  const shown = tasks.data?.items ?? [];
  const picked = new Set(form.values.tasks.map((task) => task.id));
  const pickedShown = shown.filter((task) => picked.has(task.id)).length;

  const pick = (ids: readonly string[], checked: boolean) => {
    const others = form.values.tasks.filter((task) => !ids.includes(task.id));
    const added = checked ? shown.filter((task) => ids.includes(task.id)).map(taskToBill) : [];
    form.setTasks([...others, ...added]);
  };

  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="sm">
        <PeriodFields
          label={t('web-invoices:tasks.period')}
          choices={PERIOD_CHOICES}
          choice={period.choice}
          onChoice={period.setChoice}
          range={period.range}
          onDate={period.setDate}
          problem={period.isValid || !period.range.to ? undefined : t('shifts:periodEndBeforeStart')}
        />
      </Group>
      {!customerId && <Text size="sm">{t('web-invoices:tasks.chooseCustomerFirst')}</Text>}
      {tasks.isPending && tasks.fetchStatus !== 'idle' && <PageLoader />}
      {tasks.isError && <QueryError error={tasks.error} onRetry={() => void tasks.refetch()} />}
      {customerId && tasks.isSuccess && shown.length === 0 && <Text size="sm">{t('web-invoices:tasks.none')}</Text>}
      {customerId && shown.length > 0 && (
        <TableScroll label={t('web-invoices:tasks.caption')} minWidth={720}>
          <Table striped withTableBorder captionSide="top">
            <Table.Caption ta="start">{t('web-invoices:tasks.caption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col" w={40}>
                  <Checkbox
                    aria-label={t('web-invoices:tasks.pickAll')}
                    checked={pickedShown > 0 && pickedShown === shown.length}
                    indeterminate={pickedShown > 0 && pickedShown < shown.length}
                    onChange={(event) =>
                      pick(
                        shown.map((task) => task.id),
                        event.currentTarget.checked,
                      )
                    }
                  />
                </Table.Th>
                <Table.Th scope="col">{t('web-invoices:tasks.date')}</Table.Th>
                <Table.Th scope="col">{t('web-invoices:tasks.task')}</Table.Th>
                <Table.Th scope="col">{t('web-invoices:tasks.vehicle')}</Table.Th>
                <Table.Th scope="col">{t('web-invoices:tasks.driver')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'end' }}>
                  {t('web-invoices:tasks.income')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((task) => {
                const date = zonedDate(task.start, zone);
                return (
                  <Table.Tr key={task.id}>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('web-invoices:tasks.pick', { date, task: taskLabel(task) || task.vehicleName })}
                        checked={picked.has(task.id)}
                        onChange={(event) => pick([task.id], event.currentTarget.checked)}
                      />
                    </Table.Td>
                    <Table.Td>{date}</Table.Td>
                    <Table.Td>{taskLabel(task)}</Table.Td>
                    <Table.Td>{task.vehicleName}</Table.Td>
                    <Table.Td>{task.driverName ?? ''}</Table.Td>
                    <Table.Td style={{ textAlign: 'end', whiteSpace: 'nowrap' }}>
                      {format.money(task.income, currency)}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Text size="sm" role="status" aria-live="polite">
        {form.values.tasks.length > 0 &&
          t('web-invoices:tasks.picked', {
            count: form.values.tasks.length,
            income: format.money(sumMoney(form.values.tasks.map((task) => task.income)), currency),
          })}
      </Text>
      <FormFailure message={form.errorAt('taskIds')} />
    </Stack>
  );
}
