import { Anchor, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SharingDataType } from '@rahti/domain';
import { useFeatures } from '../../auth/use-account';
import { Icon } from '../../components/ui/icons';
import { useShares } from './sharing-api';

/**
 * On a page of one data type (the timesheet's shifts, routes, tasks, invoices): the organisations
 * that share that data with this one, each a link to what they share, read-only. Nothing shows
 * without the sharing feature or without such a share.
 */
export function SharedWithUs({ dataType }: { dataType: SharingDataType }) {
  const enabled = useFeatures()?.sharing === true;
  return enabled ? <SharedWithUsList dataType={dataType} /> : null;
}

function SharedWithUsList({ dataType }: { dataType: SharingDataType }) {
  const { t } = useTranslation();
  const shares = useShares();
  const receiving = (shares.data ?? []).filter(
    (share) => share.status === 'receiving' && share.dataTypes.includes(dataType),
  );
  if (receiving.length === 0) return null;
  const type = t(`web-sharing:dataType.${dataType}`);
  return (
    <Paper withBorder p="sm" component="aside" aria-label={t('web-sharing:sharedWithUs.label', { type })}>
      <Group gap="xs" wrap="wrap">
        <Icon name="share" />
        <Text size="sm">{t('web-sharing:sharedWithUs.intro', { type })}</Text>
        {receiving.map((share) => (
          <Anchor key={share.id} component={Link} to={`/sharing/${share.id}?type=${dataType}`} size="sm">
            {share.partnerName}
          </Anchor>
        ))}
      </Group>
    </Paper>
  );
}
