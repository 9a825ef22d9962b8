import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApprovalState } from '@rahti/domain';

const APPROVAL_COLOURS: Record<ApprovalState, string> = { unapproved: 'gray', checked: 'blue', approved: 'green' };

/** The item's approval state and, when the driver changed it, a flag saying so in words. */
export function ApprovalBadges({ approval, hasDriverEdit, isOngoing = false }: { approval: ApprovalState; hasDriverEdit: boolean; isOngoing?: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {isOngoing && (
        <Badge color="orange" variant="filled">
          {t('web-timesheet:status.ongoing')}
        </Badge>
      )}
      <Badge color={APPROVAL_COLOURS[approval]} variant="light">
        {t(`web-timesheet:approval.${approval}`)}
      </Badge>
      {hasDriverEdit && (
        <Badge color="red" variant="outline">
          {t('web-timesheet:status.driverEdit')}
        </Badge>
      )}
    </Group>
  );
}
