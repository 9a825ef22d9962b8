import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@rahti/domain';
import { notifyError } from '../../components/ui/notify';
import { errorMessage } from '../../lib/api-error';
import { csvMoney, downloadFile, toCsv, type CsvColumn } from '../../lib/csv';
import { useFetchAllTasks } from './tasks-api';
import { useTaskFormat } from './use-task-format';

/**
 * Every task the filters leave, as the one CSV writer writes it (decision 0007: semicolons,
 * byte-order mark, formula guard), with the headers and decimal separator of the user's language.
 */
export function useTasksCsv() {
  const { t } = useTranslation();
  const format = useTaskFormat();
  const fetchAll = useFetchAllTasks();
  const [pending, setPending] = useState(false);
  const comma = format.language !== 'en';
  const decimal = (value: number) => (comma ? String(value).replace('.', ',') : String(value));
  const columns: CsvColumn<Task>[] = [
    { header: t('web-tasks:columns.date'), value: (task) => format.dateTime(task.start) },
    { header: t('web-tasks:columns.end'), value: (task) => format.dateTime(task.end) },
    { header: t('web-tasks:columns.customer'), value: (task) => task.customerName ?? '' },
    { header: t('web-tasks:columns.vehicle'), value: (task) => task.vehicleName },
    { header: t('web-tasks:columns.driver'), value: (task) => task.driverName ?? '' },
    { header: t('web-tasks:columns.description'), value: (task) => task.description },
    { header: t('web-tasks:columns.status'), value: (task) => t(`web-tasks:status.${task.status}`) },
    { header: t('web-tasks:columns.source'), value: (task) => t(`web-tasks:source.${task.source}`) },
    { header: t('web-tasks:columns.externalId'), value: (task) => task.externalId ?? '' },
    { header: t('web-tasks:columns.km'), value: (task) => decimal(task.economics.km) },
    { header: t('web-tasks:columns.hours'), value: (task) => decimal(task.economics.hours) },
    { header: t('web-tasks:columns.income'), value: (task) => csvMoney(task.economics.income, comma) },
    { header: t('web-tasks:economics.timeCost'), value: (task) => csvMoney(task.economics.timeCost, comma) },
    { header: t('web-tasks:economics.distanceCost'), value: (task) => csvMoney(task.economics.distanceCost, comma) },
    { header: t('web-tasks:economics.otherCosts'), value: (task) => csvMoney(task.economics.otherCosts, comma) },
    { header: t('web-tasks:columns.cost'), value: (task) => csvMoney(task.economics.totalCost, comma) },
    { header: t('web-tasks:columns.profit'), value: (task) => csvMoney(task.economics.profit, comma) },
    {
      header: t('web-tasks:columns.marginPercent'),
      value: (task) => (task.economics.marginPercent === null ? '' : decimal(task.economics.marginPercent)),
    },
  ];

  const download = async (filters: string, period: { from: string; to: string }) => {
    setPending(true);
    try {
      const tasks = await fetchAll(filters);
      downloadFile(`${t('web-tasks:csv.fileName')}-${period.from}-${period.to}.csv`, toCsv(columns, tasks));
    } catch (error) {
      notifyError(errorMessage(error, t('web-tasks:csv.failed')));
    } finally {
      setPending(false);
    }
  };
  return { download, pending };
}
