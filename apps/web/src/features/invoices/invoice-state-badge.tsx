import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceKind, InvoiceState } from '@rahti/domain';

/** What the list and the invoice page call an invoice's state: a sent invoice past its due date is overdue. */
export type ShownState = InvoiceState | 'overdue';

export const shownState = (invoice: { state: InvoiceState; overdue: boolean }): ShownState =>
  invoice.overdue ? 'overdue' : invoice.state;

/**
 * Each state's badge at 4.5:1 or more (as the timesheet's approval badges: light badges get their
 * colour's darkest text, a filled one a dark shade).
 */
const STATE_LOOKS: Record<ShownState, { color: string; variant: 'light' | 'filled' | 'outline'; c?: string }> = {
  draft: { color: 'gray', variant: 'light', c: 'gray.9' },
  sent: { color: 'blue', variant: 'light', c: 'blue.9' },
  overdue: { color: 'orange.3', variant: 'filled', c: 'dark.9' },
  paid: { color: 'teal.9', variant: 'filled' },
  credited: { color: 'grape', variant: 'light', c: 'grape.9' },
  cancelled: { color: 'gray.7', variant: 'outline', c: 'gray.9' },
};

export function InvoiceStateBadge({ state }: { state: ShownState }) {
  const { t } = useTranslation();
  return (
    <Badge {...STATE_LOOKS[state]} tt="none">
      {t(`web-invoices:state.${state}`)}
    </Badge>
  );
}

/** The state, and "Credit note" on a credit note so it is never read as an invoice. */
export function InvoiceBadges({ state, kind }: { state: ShownState; kind: InvoiceKind }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <InvoiceStateBadge state={state} />
      {kind === 'creditNote' && (
        <Badge color="red.9" variant="outline" tt="none">
          {t('web-invoices:kind.creditNote')}
        </Badge>
      )}
    </Group>
  );
}
