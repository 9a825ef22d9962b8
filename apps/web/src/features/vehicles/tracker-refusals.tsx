import { Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { osmandRefusalsSchema, type OsmandRefusal } from '@rahti/domain';
import { QueryError } from '../../components/ui/query-error';
import { useApi } from '../../lib/api-context';
import { useOrganisationTimeZone, zonedDateTime } from '../../lib/organisation-time';

/**
 * Why a tracker's positions do not reach the map: what the OsmAnd listener refused for this
 * organisation's vehicles, last device and time, in words (decision 0015). Devices that are no
 * vehicle's IMEI belong to no organisation; only the site operator sees those.
 */
export function TrackerRefusals() {
  const { t } = useTranslation();
  const api = useApi();
  const zone = useOrganisationTimeZone();
  const refusals = useQuery({
    queryKey: ['osmand-refusals'],
    queryFn: () => api.get('/tracking/osmand/refusals', osmandRefusalsSchema),
  });
  if (refusals.isError) return <QueryError error={refusals.error} onRetry={() => void refusals.refetch()} />;
  if (!refusals.data) return null;
  const line = (refusal: OsmandRefusal) =>
    t(`web-vehicles:trackerRefusals.${refusal.reason}`, {
      device: refusal.lastDevice,
      register: refusal.lastVehicle?.registerNumber ?? t('web-vehicles:trackerRefusals.removedVehicle'),
      at: refusal.lastAt ? zonedDateTime(refusal.lastAt, zone) : '',
      count: refusal.count,
    });
  const unknown = refusals.data.unknownDevices;
  const nothing = refusals.data.refusals.length === 0 && !unknown?.count;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tracker-refusals-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="tracker-refusals-title">
          {t('web-vehicles:trackerRefusals.title')}
        </Title>
        {nothing && <Text size="sm">{t('web-vehicles:trackerRefusals.none')}</Text>}
        {refusals.data.refusals.map((refusal) => (
          <Text key={refusal.reason} size="sm" c="red.8">
            {line(refusal)}
          </Text>
        ))}
        {unknown && unknown.count > 0 && unknown.lastAt && (
          <Text size="sm" c="red.8">
            {t('web-vehicles:trackerRefusals.unknownDevice', {
              device: unknown.lastDevice,
              at: zonedDateTime(unknown.lastAt, zone),
              count: unknown.count,
            })}
          </Text>
        )}
        {!unknown && <Text size="sm">{t('web-vehicles:trackerRefusals.unknownHint')}</Text>}
      </Stack>
    </Paper>
  );
}
