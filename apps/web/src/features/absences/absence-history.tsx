import { List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { useOrganisationTimeZone, zonedDateTime } from '../../lib/organisation-time';
import { useAbsenceHistory } from './absences-api';

/** Who changed the absence, when (on the organisation's clocks) and how, newest first. */
export function AbsenceHistory({ id }: { id: string }) {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const history = useAbsenceHistory(id, true);
  if (history.isPending) return <PageLoader />;
  if (history.isError) return <QueryError error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.length === 0) return <Text size="sm">{t('web-absences:history.empty')}</Text>;
  return (
    <List size="sm" aria-label={t('web-absences:history.heading')}>
      {history.data.map((entry) => (
        <List.Item key={entry.id}>
          {t('web-absences:history.entry', {
            at: zonedDateTime(entry.at, zone),
            by: entry.byName,
            action: t(`web-absences:history.actions.${entry.action}`),
          })}
        </List.Item>
      ))}
    </List>
  );
}
