import { Badge } from '@mantine/core';
import type { FleetItemState } from '@rahti/domain';

/** Each state's badge at 4.5:1 or more, as the invoices' (light badges with their colour's darkest text). */
const STATE_LOOKS: Record<FleetItemState, { color: string; variant: 'light' | 'filled'; c?: string }> = {
  overdue: { color: 'red.9', variant: 'filled' },
  dueSoon: { color: 'orange.3', variant: 'filled', c: 'dark.9' },
  pending: { color: 'blue', variant: 'light', c: 'blue.9' },
  done: { color: 'teal', variant: 'light', c: 'teal.9' },
};

/**
 * An occurrence's state in words; the colour only repeats them. Never narrower than its words: a
 * badge's label may shrink to an ellipsis, which let the tables' state column cut "Förfaller snart" to "Förf…".
 */
export function FleetStateBadge({ state, label }: { state: FleetItemState; label: string }) {
  return (
    <Badge {...STATE_LOOKS[state]} tt="none" style={{ flex: 'none', minWidth: 'max-content' }}>
      {label}
    </Badge>
  );
}
