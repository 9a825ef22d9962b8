import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VehicleLocation } from '@rahti/domain';
import { PageLoader } from '../../components/ui/page-loader';
import { QueryError } from '../../components/ui/query-error';
import { addDays } from '../../lib/calendar-dates';
import { useOrganisationTimeZone, zonedToday } from '../../lib/organisation-time';
import { zoneInstant } from '../timesheet/zone-time';
import { HistoryPanel } from './history-panel';
import { useLocationHistory, useMapSettings, useVehicleLocations } from './location-map-api';
import { statusText } from './location-texts';
import { VehicleMap } from './vehicle-map';
import { useReplay } from './use-replay';
import { VehiclesTable } from './vehicles-table';

interface OpenHistory {
  vehicleId: string;
  registerNumber: string;
  dates: { from: string; to: string };
}

/**
 * /vehicle/location-map (issue 14, feature `map`): every vehicle's newest position on a map and
 * in a table, followed live; one vehicle's location history with its replay, stops and shifts.
 */
export function LocationMapPage() {
  const { t } = useTranslation();
  const zone = useOrganisationTimeZone();
  const locations = useVehicleLocations();
  const settings = useMapSettings();
  const [chosenId, setChosenId] = useState<string>();
  const [open, setOpen] = useState<OpenHistory>();
  const [noData, setNoData] = useState<string>();
  const vehicles = locations.data?.vehicles ?? [];
  const now = locations.data ? Date.parse(locations.data.at) : Date.now();
  const markerTitle = useCallback(
    (vehicle: VehicleLocation) =>
      t('web-tracking:markerTitle', { register: vehicle.registerNumber, status: statusText(t, vehicle) }),
    [t],
  );

  const openHistory = useCallback(
    (vehicle: VehicleLocation) => {
      if (!vehicle.position) {
        setNoData(t('tracking:noLocationData'));
        return;
      }
      setNoData(undefined);
      setChosenId(vehicle.vehicleId);
      // The day of the newest position and the one before it, in the organisation's zone: just after
      // midnight the day alone would be nearly empty.
      const day = zonedToday(zone, Date.parse(vehicle.position.at));
      setOpen({
        vehicleId: vehicle.vehicleId,
        registerNumber: vehicle.registerNumber,
        dates: { from: addDays(day, -1), to: day },
      });
    },
    [t, zone],
  );
  const span = open
    ? {
        from: zoneInstant(open.dates.from, '00:00', zone) ?? 0,
        to: zoneInstant(addDays(open.dates.to, 1), '00:00', zone) ?? 0,
      }
    : { from: 0, to: 0 };
  // Held here, not in the panel: the map draws the track and the replay marker beside it.
  const history = useLocationHistory(open?.vehicleId ?? '', span.from, span.to);
  const replay = useReplay(history.data?.track ?? [], span.from);
  const where = open && replay.where;

  return (
    <Stack>
      <Title order={1}>{t('web:menu.locationMap')}</Title>
      <Text size="sm">{t('web-tracking:intro')}</Text>
      <Group gap="lg">
        <Text size="sm">{t('web-tracking:legend.active')}</Text>
        <Text size="sm">{t('web-tracking:legend.inactive')}</Text>
      </Group>
      {noData && (
        <Alert color="yellow" role="alert" withCloseButton onClose={() => setNoData(undefined)}>
          {noData}
        </Alert>
      )}
      {locations.isError && <QueryError error={locations.error} onRetry={() => void locations.refetch()} />}
      <VehicleMap
        label={t('web-tracking:mapLabel')}
        settings={settings.data}
        vehicles={vehicles}
        chosenId={chosenId}
        onChoose={setChosenId}
        markerTitle={markerTitle}
        history={open ? history.data : undefined}
        replayAt={where ? { latitude: where.latitude, longitude: where.longitude } : undefined}
        fitAllLabel={t('web-tracking:fitAll')}
      />
      {open && (
        <HistoryPanel
          registerNumber={open.registerNumber}
          zone={zone}
          dates={open.dates}
          history={history}
          replay={replay}
          onDates={(dates) => setOpen({ ...open, dates })}
          onClose={() => setOpen(undefined)}
        />
      )}
      {locations.isPending && <PageLoader />}
      {locations.isSuccess && vehicles.length === 0 && <Text>{t('web-tracking:noVehicles')}</Text>}
      {vehicles.length > 0 && (
        <VehiclesTable
          vehicles={vehicles}
          now={now}
          chosenId={chosenId}
          onChoose={setChosenId}
          onHistory={openHistory}
        />
      )}
    </Stack>
  );
}
