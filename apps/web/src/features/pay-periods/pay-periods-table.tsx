import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type PayPeriod, type PayPeriodDates } from '@rahti/domain';
import { RowActions } from '../../components/ui/row-actions';

interface PayPeriodsTableProps {
  periods: (PayPeriodDates & Partial<Pick<PayPeriod, 'id' | 'name'>>)[];
  label: string;
  /** Without it the list is read-only (a User, or a preview). */
  actions?: { onEdit: (period: PayPeriod) => void; onDelete: (period: PayPeriod) => void };
}

/** Start, end and pay date as DD.MM.YYYY, one row a period, in the order given. */
export function PayPeriodsTable({ periods, label, actions }: PayPeriodsTableProps) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('web-pay-periods:table.start')}</Table.Th>
          <Table.Th scope="col">{t('web-pay-periods:table.end')}</Table.Th>
          <Table.Th scope="col">{t('web-pay-periods:table.payDate')}</Table.Th>
          {actions && <Table.Th scope="col">{t('web-pay-periods:table.name')}</Table.Th>}
          {actions && (
            <Table.Th scope="col" w={1}>
              {t('web-pay-periods:table.actions')}
            </Table.Th>
          )}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((period) => {
          const span = `${formatCalendarDate(period.startDate)}–${formatCalendarDate(period.endDate)}`;
          return (
            <Table.Tr key={period.id ?? period.startDate}>
              <Table.Td>{formatCalendarDate(period.startDate)}</Table.Td>
              <Table.Td>{formatCalendarDate(period.endDate)}</Table.Td>
              <Table.Td>{formatCalendarDate(period.payDate)}</Table.Td>
              {actions && <Table.Td>{period.name}</Table.Td>}
              {actions && period.id && (
                <Table.Td>
                  <RowActions
                    editLabel={t('web-pay-periods:edit', { span })}
                    onEdit={() => actions.onEdit(period as PayPeriod)}
                    deleteLabel={t('web-pay-periods:remove', { span })}
                    onDelete={() => actions.onDelete(period as PayPeriod)}
                  />
                </Table.Td>
              )}
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
