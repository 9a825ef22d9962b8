import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TransportTaskState } from '@rahti/domain';
import { Icon, type IconName } from '../../components/ui/icons';

/**
 * Each state by its word and an icon, so colour is never the only sign; light badges get their
 * colour's darkest text (4.5:1 or more, as the invoice badges). Never cut short: a table column
 * widens for the whole word.
 */
const LOOKS: Record<
  TransportTaskState,
  { icon: IconName; color: string; variant: 'light' | 'filled' | 'outline'; c?: string }
> = {
  created: { icon: 'edit', color: 'gray', variant: 'light', c: 'gray.9' },
  assigned: { icon: 'drivers', color: 'blue', variant: 'light', c: 'blue.9' },
  started: { icon: 'truck', color: 'indigo', variant: 'light', c: 'indigo.9' },
  // Not orange: its darkest text reads 3.6:1 on its own light ground.
  pickedUp: { icon: 'boxUp', color: 'cyan', variant: 'light', c: 'cyan.9' },
  delivered: { icon: 'check', color: 'teal.9', variant: 'filled' },
  cancelled: { icon: 'calendarOff', color: 'gray.7', variant: 'outline', c: 'gray.9' },
};

export function TransportStateBadge({ state }: { state: TransportTaskState }) {
  const { t } = useTranslation();
  const { icon, ...look } = LOOKS[state];
  return (
    <Badge {...look} miw="max-content" tt="none" leftSection={<Icon name={icon} size={14} />}>
      {t(`web-transport:state.${state}`)}
    </Badge>
  );
}
