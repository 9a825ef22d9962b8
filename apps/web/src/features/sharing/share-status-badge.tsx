import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SharingStatus } from '@rahti/domain';
import { Icon, type IconName } from '../../components/ui/icons';

const LOOKS: Record<SharingStatus, { color: string; icon: IconName }> = {
  pending: { color: 'gray', icon: 'hourglass' },
  readyForSharing: { color: 'yellow', icon: 'warning' },
  sharing: { color: 'green', icon: 'boxUp' },
  receiving: { color: 'blue', icon: 'boxDown' },
  ended: { color: 'gray', icon: 'calendarOff' },
};

/** A share's state in words with an icon, never by colour alone. */
export function ShareStatusBadge({ status }: { status: SharingStatus }) {
  const { t } = useTranslation();
  const look = LOOKS[status];
  return (
    <Badge color={look.color} variant="light" leftSection={<Icon name={look.icon} size={14} />} miw="max-content">
      {t(`web-sharing:status.${status}`)}
    </Badge>
  );
}
