import { Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import type { Vehicle } from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { useVehicles } from '../organisation-data/organisation-data-queries';
import { ConsumptionSection } from './consumption-section';
import { EmissionFactorsSection } from './emission-factors-section';
import { useFuelLabels } from './fuel-labels';
import { FuelPricesSection } from './fuel-prices-section';
import { RefuelsSection } from './refuels-section';

const NO_VEHICLES: readonly Vehicle[] = [];

/** The spec's address of an organisation's fuel page (section 2). */
export const fuelManagementPath = (organisationId: string) => `/fuelmanagement/${organisationId}`;

/**
 * /fuelmanagement/{orgId} (spec sections 1, 2 and 7; issue 25), for Admins and Superusers: fuel
 * prices with their history, the vehicles' refuels with their checks, consumption per month, and
 * the CO₂e factors. Every call answers for the signed-in user's organisation, so another
 * organisation's id (or none, from the menu) is replaced by theirs.
 */
export function FuelManagementPage() {
  const { t } = useTranslation();
  const { orgId } = useParams();
  const ownOrganisation = useAccount().data?.organisationId;
  const vehicleQuery = useVehicles();
  const vehicles = useMemo(
    () =>
      [...(vehicleQuery.data ?? NO_VEHICLES)].sort((a, b) =>
        a.registerNumber.localeCompare(b.registerNumber, undefined, { numeric: true }),
      ),
    [vehicleQuery.data],
  );
  const labels = useFuelLabels(vehicles);

  if (ownOrganisation && orgId !== ownOrganisation)
    return <Navigate to={fuelManagementPath(ownOrganisation)} replace />;
  return (
    <Stack>
      <Title order={1}>{t('web:menu.fuel')}</Title>
      <Text size="sm">{t('web-fuel:intro')}</Text>
      <FuelPricesSection labels={labels} />
      <RefuelsSection vehicles={vehicles} labels={labels} />
      <ConsumptionSection vehicles={vehicles} labels={labels} />
      <EmissionFactorsSection labels={labels} />
    </Stack>
  );
}
