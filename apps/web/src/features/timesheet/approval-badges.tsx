import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalState } from '@rahti/domain';

/**
 * Each state's badge, every one at least 4.5:1: Mantine's own light green (green on pale green)
 * misses it at badge size, so an approved item gets a filled dark teal, and the light badges get
 * their colour's darkest text. (Mantine 9 paints a light badge given a shade in that shade, so
 * the shade goes to the text, not the colour.)
 */
const APPROVAL_LOOKS: Record<ApprovalState, { color: string; variant: 'light' | 'filled'; c?: string }> = {
  unapproved: { color: 'gray', variant: 'light', c: 'gray.9' },
  checked: { color: 'blue', variant: 'light', c: 'blue.9' },
  approved: { color: 'teal.9', variant: 'filled' },
};

/** The item's approval state and, when the driver changed it, a flag saying so in words. */
export function ApprovalBadges({
  approval,
  hasDriverEdit,
  isOngoing = false,
}: {
  approval: ApprovalState;
  hasDriverEdit: boolean;
  isOngoing?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {isOngoing && (
        <Badge color="orange.3" c="dark.9" variant="filled">
          {t('web-timesheet:status.ongoing')}
        </Badge>
      )}
      <Badge {...APPROVAL_LOOKS[approval]}>{t(`web-timesheet:approval.${approval}`)}</Badge>
      {hasDriverEdit && (
        <Badge color="red.9" variant="outline">
          {t('web-timesheet:status.driverEdit')}
        </Badge>
      )}
    </Group>
  );
}
