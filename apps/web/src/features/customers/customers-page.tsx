import { Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Customer } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useHasAccess } from '../../auth/use-account';
import { useDialogTarget } from '../../lib/use-dialog-target';
import { CustomerFormDialog } from './customer-form-dialog';
import { useCustomers } from './customers-api';
import { CustomersTable } from './customers-table';
import { DeleteCustomerDialog } from './delete-customer-dialog';

const matches = (customer: Customer, search: string) =>
  [customer.name, customer.businessId ?? '', customer.address.town, customer.contactName, customer.email].some((text) =>
    text.toLocaleLowerCase().includes(search),
  );

/** /customers: the organisation's customer register, which tasks and invoices pick from (issue 22). */
export function CustomersPage() {
  const { t } = useTranslation();
  const canDelete = useHasAccess('adminOrSuperuser');
  const customers = useCustomers();
  const [search, setSearch] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const editing = useDialogTarget<Customer | 'new'>(heading);
  const deleting = useDialogTarget<Customer>(heading);
  const all = customers.data ?? [];
  const needle = search.trim().toLocaleLowerCase();
  const rows = needle ? all.filter((customer) => matches(customer, needle)) : all;

  return (
    <Stack>
      <Anchor component={Link} to="/taskProfitability" size="sm">
        {t('web-customers:backToTasks')}
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Title order={1} ref={heading} tabIndex={-1}>
          {t('web-customers:title')}
        </Title>
        <Button onClick={() => editing.open('new')}>{t('web-customers:list.add')}</Button>
      </Group>
      <Text size="sm">{t('web-customers:intro')}</Text>
      {customers.isPending && <PageLoader />}
      {customers.isError && (
        <QueryError
          error={customers.error}
          fallbackKey="web-customers:list.fetchFailed"
          onRetry={() => void customers.refetch()}
        />
      )}
      {customers.isSuccess && all.length === 0 && (
        <Paper withBorder p="xl">
          <Text fw={600}>{t('web-customers:empty.title')}</Text>
          <Text>{t('web-customers:empty.hint')}</Text>
        </Paper>
      )}
      {all.length > 0 && (
        <>
          <TextInput
            label={t('web-customers:list.search')}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            w={300}
          />
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === 0
              ? t('web-customers:list.noMatches')
              : t('web-customers:list.count', { count: rows.length })}
          </Text>
          {rows.length > 0 && (
            <CustomersTable rows={rows} onEdit={editing.open} onDelete={canDelete ? deleting.open : undefined} />
          )}
        </>
      )}
      {editing.target && (
        <CustomerFormDialog
          key={editing.target === 'new' ? 'new' : editing.target.id}
          customer={editing.target === 'new' ? undefined : editing.target}
          onClose={() => editing.close()}
          onSaved={() => editing.close()}
        />
      )}
      {deleting.target && (
        <DeleteCustomerDialog
          key={deleting.target.id}
          customer={deleting.target}
          onClose={() => deleting.close()}
          onDeleted={() => deleting.close(true)}
        />
      )}
    </Stack>
  );
}
