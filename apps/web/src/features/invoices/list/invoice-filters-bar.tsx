import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PERIOD_PRESETS } from '../../../lib/period-presets';
import { useCustomers } from '../../customers/customers-api';
import { PeriodFields } from '../period-fields';
import { INVOICE_STATE_FILTERS, type InvoiceFilters, type InvoicePeriod } from './use-invoice-filters';

const PERIODS: readonly InvoicePeriod[] = ['all', ...PERIOD_PRESETS, 'custom'];

/** Period (every date, a preset or two dates), state, customer and a search by number, reference or customer. */
export function InvoiceFiltersBar({ filters }: { filters: InvoiceFilters }) {
  const { t } = useTranslation();
  const customers = useCustomers();
  const customerOptions = (customers.data ?? []).map((customer) => ({ value: customer.id, label: customer.name }));

  return (
    <Group align="flex-end" gap="sm">
      <TextInput
        label={t('web-invoices:filters.search')}
        placeholder={t('web-invoices:filters.searchPlaceholder')}
        type="search"
        value={filters.filters.search}
        onChange={(event) => filters.setFilter('search', event.currentTarget.value)}
        w={260}
      />
      <PeriodFields
        label={t('web-invoices:filters.period')}
        choices={PERIODS}
        choice={filters.period}
        onChoice={filters.setPeriod}
        range={filters.range}
        onDate={filters.setDate}
        problem={filters.rangeProblem ? t(filters.rangeProblem) : undefined}
      />
      <NativeSelect
        label={t('web-invoices:filters.state')}
        data={[
          { value: '', label: t('web-invoices:filters.allStates') },
          ...INVOICE_STATE_FILTERS.map((state) => ({ value: state, label: t(`web-invoices:state.${state}`) })),
        ]}
        value={filters.filters.state}
        onChange={(event) => filters.setFilter('state', event.currentTarget.value)}
        w={170}
      />
      <NativeSelect
        label={t('web-invoices:filters.customer')}
        data={[{ value: '', label: t('web-invoices:filters.allCustomers') }, ...customerOptions]}
        value={filters.filters.customerId}
        onChange={(event) => filters.setFilter('customerId', event.currentTarget.value)}
        w={220}
      />
      {filters.isFiltered && (
        <Button variant="subtle" onClick={filters.clearFilters}>
          {t('web-invoices:filters.clear')}
        </Button>
      )}
    </Group>
  );
}
