import { Anchor, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@rahti/domain';
import { INVOICES_PATH } from '../invoice-paths';
import { InvoiceBadges, shownState } from '../invoice-state-badge';
import { InvoiceTotalsTable } from '../invoice-totals-table';
import { MissingDetailsAlert } from '../seller/missing-details-alert';
import { InvoiceActions } from './invoice-actions';
import { InvoiceFacts } from './invoice-facts';
import { InvoiceRowsTable } from './invoice-rows-table';

interface InvoiceViewProps {
  invoice: Invoice;
  /** The task the page was opened from, whose row is marked. */
  taskId?: string;
  onEdit: () => void;
  onReload: () => void;
}

/** One invoice or credit note as saved, with what can be done with it in its state. */
export function InvoiceView({ invoice, taskId, onEdit, onReload }: InvoiceViewProps) {
  const { t } = useTranslation();
  const title = t(`web-invoices:detail.title.${invoice.kind}`, { number: invoice.number });

  return (
    <Stack>
      <Anchor component={Link} to={INVOICES_PATH} size="sm">
        {t('web-invoices:detail.backToList')}
      </Anchor>
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        <InvoiceBadges state={shownState(invoice)} kind={invoice.kind} />
      </Group>
      <InvoiceActions invoice={invoice} onEdit={onEdit} onReload={onReload} />
      {invoice.state === 'draft' && <MissingDetailsAlert />}
      <InvoiceFacts invoice={invoice} />
      <InvoiceRowsTable invoice={invoice} taskId={taskId} />
      <InvoiceTotalsTable totals={invoice.totals} currency={invoice.currency} />
      {invoice.notes && (
        <Paper withBorder p="md">
          <Text size="sm" c="dimmed">
            {t('web-invoices:form.notes')}
          </Text>
          <Text style={{ whiteSpace: 'pre-line' }}>{invoice.notes}</Text>
        </Paper>
      )}
      {invoice.barcode && (
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('web-invoices:detail.barcode')}
          </Text>
          {/* Wrapped, not scrolled, on a phone: a scrolled block would need to be a keyboard stop of its own. */}
          <Code block style={{ userSelect: 'all', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
            {invoice.barcode}
          </Code>
        </Stack>
      )}
    </Stack>
  );
}
