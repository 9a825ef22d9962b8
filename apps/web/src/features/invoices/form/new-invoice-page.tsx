import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Customer, Task } from '@rahti/domain';
import { useAccount } from '../../../auth/use-account';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone, zonedToday } from '../../../lib/organisation-time';
import { monthContaining } from '../../../lib/period-presets';
import { localDateOf } from '@rahti/domain';
import { useCreateInvoice } from '../invoices-api';
import { useInvoiceCustomers, useTaskToBill } from '../invoice-lookups';
import { INVOICES_PATH, invoicePath } from '../invoice-paths';
import { InvoiceForm } from './invoice-form';
import { rowsOfOutput, taskToBill } from './invoice-form-values';
import { useTaskPeriod } from './task-period';
import { useInvoiceForm } from './use-invoice-form';

/** /newInvoice, and /taskProfitability/task/:taskId/invoice with that task picked (and its customer chosen). */
export function NewInvoicePage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const customers = useInvoiceCustomers();
  const task = useTaskToBill(taskId);
  const loads = [customers, ...(taskId ? [task] : [])];
  const failed = loads.find((load) => load.isError);

  return (
    <Stack>
      <Title order={1}>{t('web-invoices:form.newTitle')}</Title>
      {failed && <QueryError error={failed.error} onRetry={() => loads.forEach((load) => void load.refetch())} />}
      {!failed && loads.some((load) => load.isPending) && <PageLoader />}
      {customers.data && (!taskId || task.data) && (
        <NewInvoiceForm key={taskId ?? 'new'} customers={customers.data} task={task.data} />
      )}
    </Stack>
  );
}

function NewInvoiceForm({ customers, task }: { customers: readonly Customer[]; task: Task | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const zone = useOrganisationTimeZone();
  const currency = useAccount().data?.organisationCurrency ?? 'EUR';
  const today = zonedToday(zone);
  const taskDay = task ? localDateOf(Date.parse(task.start), zone) : undefined;
  const period = useTaskPeriod(today, taskDay ? monthContaining(taskDay) : undefined);
  const form = useInvoiceForm(
    { customerId: task?.customerId ?? '', date: today, notes: '', rows: [], tasks: task ? [taskToBill(task)] : [] },
    currency,
  );
  const create = useCreateInvoice();
  const [failure, setFailure] = useState<string>();

  const submit = form.onSubmit((output) => {
    setFailure(undefined);
    create.mutate(
      {
        customerId: output.customerId,
        date: output.date,
        taskIds: output.tasks.map((picked) => picked.id),
        rows: rowsOfOutput(output),
        notes: output.notes,
      },
      {
        onSuccess: (invoice) => {
          notifySuccess(t('web-invoices:form.created', { number: invoice.number }));
          void navigate(invoicePath(invoice.id));
        },
        onError: (error) => {
          if (!form.applyServerErrors(error)) setFailure(errorMessage(error, t('errors:savingFailed')));
        },
      },
    );
  });

  return (
    <InvoiceForm
      form={form}
      currency={currency}
      customers={customers}
      taskPeriod={period}
      onSubmit={submit}
      onCancel={() => void navigate(INVOICES_PATH)}
      saving={create.isPending}
      failure={failure}
    />
  );
}
