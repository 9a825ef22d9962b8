import { Alert, Anchor, Group, NativeSelect, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCalendarDate, type Customer } from '@rahti/domain';
import { DateField } from '../../../components/ui/date-field';
import { addDays, isCalendarDate } from '../../../lib/calendar-dates';
import type { InvoiceForm } from './use-invoice-form';

/** The customers page, where a customer is added (the tasks feature's register). */
const CUSTOMERS_PATH = '/customers';

/** Whom the invoice goes to and its date; the due date follows from the customer's payment terms. */
export function InvoiceBuyerFields({ form, customers }: { form: InvoiceForm; customers: readonly Customer[] }) {
  const { t } = useTranslation();
  const customer = customers.find((candidate) => candidate.id === form.values.customerId);
  const dueDate =
    customer && isCalendarDate(form.values.date) ? addDays(form.values.date, customer.paymentTermDays) : undefined;

  return (
    <>
      {customers.length === 0 && (
        <Alert color="yellow" c="dark.9">
          {t('web-invoices:form.noCustomers')}{' '}
          <Anchor component={Link} to={CUSTOMERS_PATH}>
            {t('web-invoices:form.toCustomers')}
          </Anchor>
        </Alert>
      )}
      <Group align="flex-start" gap="md">
        <NativeSelect
          label={t('web-invoices:form.customer')}
          required
          data={[
            { value: '', label: t('web-invoices:form.chooseCustomer') },
            ...customers.map((candidate) => ({ value: candidate.id, label: candidate.name })),
          ]}
          value={form.values.customerId}
          onChange={(event) => form.setField('customerId', event.currentTarget.value)}
          onBlur={() => form.touch('customerId')}
          error={form.errorAt('customerId')}
          w={320}
        />
        <DateField
          label={t('web-invoices:form.date')}
          required
          value={form.values.date}
          onChange={(value) => form.setField('date', value)}
          error={form.errorAt('date')}
          w={180}
        />
      </Group>
      {customer && dueDate && (
        <Text size="sm">
          {t('web-invoices:form.dueDatePreview', {
            days: customer.paymentTermDays,
            count: customer.paymentTermDays,
            date: formatCalendarDate(dueDate),
          })}
        </Text>
      )}
    </>
  );
}
