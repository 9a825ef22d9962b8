import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoicesPage } from '@rahti/domain';
import { useInvoiceFormat } from '../use-invoice-format';

/** How many invoices the filters leave and their sums (credit notes negative, cancelled ones left out). */
export function InvoiceSums({ page, currency }: { page: InvoicesPage; currency: string }) {
  const { t } = useTranslation();
  const format = useInvoiceFormat();
  const sums = [
    ['net', page.sums.net],
    ['vat', page.sums.vat],
    ['gross', page.sums.gross],
  ] as const;
  return (
    <Group gap="lg" role="status" aria-live="polite">
      <Text size="sm" fw={600}>
        {t('web-invoices:list.count', { count: page.total })}
      </Text>
      {sums.map(([key, amount]) => (
        <Text size="sm" key={key}>
          {t(`web-invoices:list.sum.${key}`)} <strong>{format.money(amount, currency)}</strong>
        </Text>
      ))}
    </Group>
  );
}
