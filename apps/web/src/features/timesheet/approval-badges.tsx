import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalState } from '@rahti/domain';

/** The darkest shades: Mantine's default light badges (green on pale green) miss the 4.5:1 contrast at badge size. */
const APPROVAL_COLOURS: Record<ApprovalState, string> = { unapproved: 'gray.9', checked: 'blue.9', approved: 'green.9' };

/** The item's approval state and, when the driver changed it, a flag saying so in words. */
export function ApprovalBadges({ approval, hasDriverEdit, isOngoing = false }: { approval: ApprovalState; hasDriverEdit: boolean; isOngoing?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {isOngoing && (
        <Badge color="orange.3" c="dark.9" variant="filled">
          {t('web-timesheet:status.ongoing')}
        </Badge>
      )}
      <Badge color={APPROVAL_COLOURS[approval]} variant="light">
        {t(`web-timesheet:approval.${approval}`)}
      </Badge>
      {hasDriverEdit && (
        <Badge color="red.9" variant="outline">
          {t('web-timesheet:status.driverEdit')}
        </Badge>
      )}
    </Group>
  );
}
