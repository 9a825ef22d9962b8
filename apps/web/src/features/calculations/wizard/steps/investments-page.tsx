import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calculationTypeOf, fuelTypeOf, isFuelType, isTrailer, type VehicleClass } from '@rahti/domain';
import { WizardLayout } from '../wizard-layout';
import { NumberField } from '../wizard-fields';

/** /investments/:id?: the purchase (new) or the vehicle's value (existing), and how it is used. */
export function InvestmentsPage() {
  const { t } = useTranslation();
  const label = (key: string) => t(`web-calc-wizard:fields.${key}`);
  return (
    <WizardLayout step="investments">
      {({ values }) => {
        const vehicleClass = (values.vehicleClass as VehicleClass | undefined) ?? 3;
        const isMachine = calculationTypeOf(vehicleClass) === 'machine';
        const fuelType = Number((values.defaults as { fuelType?: unknown } | undefined)?.fuelType ?? 0);
        // Consumption in the chosen fuel's unit: l, kWh or kg.
        const fuelUnit = fuelTypeOf(isFuelType(fuelType) ? fuelType : 0).unit;
        return (
          <Stack>
            <Title order={2} size="h4">
              {t('web-calc-wizard:investments.capital')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {values.kind === 'existingVehicle' ? (
                <>
                  <NumberField
                    path="vehicle.ageWhenPurchasedYears"
                    label={label('vehicle.ageWhenPurchasedYears')}
                    unit={t('web-calc-wizard:units.years')}
                    required
                  />
                  <NumberField path="vehicle.currentValue" label={label('vehicle.currentValue')} money required />
                  <NumberField path="vehicle.redemptionPrice" label={label('vehicle.redemptionPrice')} money required />
                </>
              ) : (
                <>
                  <NumberField path="vehicle.purchasePrice" label={label('vehicle.purchasePrice')} money required />
                  <NumberField path="vehicle.downPayment" label={label('vehicle.downPayment')} money required />
                </>
              )}
              <NumberField
                path="usage.plannedUseYears"
                label={label('usage.plannedUseYears')}
                unit={t('web-calc-wizard:units.years')}
                required
              />
            </SimpleGrid>
            <Title order={2} size="h4">
              {t('web-calc-wizard:investments.use')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NumberField
                path="usage.workingDaysPerYear"
                label={label('usage.workingDaysPerYear')}
                unit={t('web-calc-wizard:units.days')}
              />
              <NumberField path="usage.hoursPerDay" label={label('usage.hoursPerDay')} unit="h" />
              <NumberField path="usage.kmPerYear" label={label('usage.kmPerYear')} unit="km" />
              {!isTrailer(vehicleClass) &&
                (isMachine ? (
                  <NumberField
                    path="vehicle.consumptionPerHour"
                    label={label('vehicle.consumptionPerHour')}
                    unit={`${fuelUnit}/h`}
                  />
                ) : (
                  <NumberField
                    path="vehicle.consumptionPer100Km"
                    label={label('vehicle.consumptionPer100Km')}
                    unit={`${fuelUnit}/100 km`}
                  />
                ))}
              <NumberField path="vehicle.tyreLifetimeKm" label={label('vehicle.tyreLifetimeKm')} unit="km" />
            </SimpleGrid>
          </Stack>
        );
      }}
    </WizardLayout>
  );
}
