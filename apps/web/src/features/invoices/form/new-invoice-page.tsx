import { Alert, Anchor, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localDateOf, type Customer, type Task } from '@rahti/domain';
import { useAccount } from '../../../auth/use-account';
import { notifySuccess } from '../../../components/ui/notify';
import { PageLoader } from '../../../components/ui/page-loader';
import { QueryError } from '../../../components/ui/query-error';
import { errorMessage } from '../../../lib/api-error';
import { useOrganisationTimeZone, zonedToday } from '../../../lib/organisation-time';
import { monthContaining } from '../../../lib/period-presets';
import { useCreateInvoice } from '../invoices-api';
import { useCustomers } from '../../customers/customers-api';
import { useTask } from '../../tasks/tasks-api';
import { INVOICES_PATH, invoicePath, taskPath } from '../invoice-paths';
import { InvoiceForm } from './invoice-form';
import { rowsOfOutput, taskToBill } from './invoice-form-values';
import { useTaskPeriod } from './task-period';
import { useInvoiceForm } from './use-invoice-form';

/** /newInvoice, and /taskProfitability/task/:taskId/invoice with that task picked (and its customer chosen). */
export function NewInvoicePage() {
  const { t } = useTranslation();
  const { taskId } = useParams();
  const customers = useCustomers();
  const task = useTask(taskId);
  const loads = [customers, ...(taskId ? [task] : [])];
  const failed = loads.find((load) => load.isError);
  // A task is billed once: one already on an invoice is not picked again, and its invoice is a link away.
  const billedOn = task.data?.invoiceId ?? undefined;

  return (
    <Stack>
      <Title order={1}>{t('web-invoices:form.newTitle')}</Title>
      {failed && <QueryError error={failed.error} onRetry={() => loads.forEach((load) => void load.refetch())} />}
      {!failed && loads.some((load) => load.isPending) && <PageLoader />}
      {billedOn && taskId && (
        <Alert color="yellow" c="dark.9">
          {t('web-invoices:form.taskBilled')}{' '}
          <Anchor component={Link} to={`${taskPath(taskId)}/invoice/${encodeURIComponent(billedOn)}`}>
            {t('web-invoices:form.openTaskInvoice')}
          </Anchor>
        </Alert>
      )}
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
    {
      customerId: task?.customerId ?? '',
      date: today,
      notes: '',
      rows: [],
      tasks: task && !task.invoiceId ? [taskToBill(task)] : [],
    },
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
