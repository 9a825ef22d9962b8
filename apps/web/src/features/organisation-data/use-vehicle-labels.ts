import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EMISSION_STANDARDS,
  VEHICLE_CLASS_NUMBERS,
  VEHICLE_FUEL_TYPES,
  isEmissionStandard,
  isVehicleClass,
} from '@rahti/domain';

/**
 * Words for a vehicle's class, fuel, emission standard and activation, and the choices of
 * the form's selects in the same words. Class names are the calculators' (web-calc-wizard).
 */
export function useVehicleLabels() {
  const { t } = useTranslation();
  return useMemo(() => {
    const vehicleClass = (value: number) =>
      isVehicleClass(value) ? t(`web-calc-wizard:vehicleClasses.${value}`) : String(value);
    const fuelType = (value: number) => {
      const fuel = VEHICLE_FUEL_TYPES.find((candidate) => candidate.value === value);
      return fuel ? t(`web-vehicles:fuelTypes.${fuel.name}`) : String(value);
    };
    // EURO I … EURO III EEV are the same in every language; only "none" is translated.
    const emissionStandard = (value: number) =>
      value === 0
        ? t('web-vehicles:emissionStandardNone')
        : isEmissionStandard(value)
          ? EMISSION_STANDARDS[value]
          : String(value);
    const activeState = (isActive: boolean) =>
      isActive ? t('web-vehicles:status.active') : t('web-vehicles:status.inactive');
    const yesNo = (value: boolean) => (value ? t('organisation-data:yes') : t('organisation-data:no'));

    const options = {
      vehicleClass: VEHICLE_CLASS_NUMBERS.map((value) => ({ value: String(value), label: vehicleClass(value) })),
      fuelType: VEHICLE_FUEL_TYPES.map((fuel) => ({ value: String(fuel.value), label: fuelType(fuel.value) })),
      emissionStandard: Object.keys(EMISSION_STANDARDS).map((value) => ({
        value,
        label: emissionStandard(Number(value)),
      })),
    };
    return { vehicleClass, fuelType, emissionStandard, activeState, yesNo, options };
  }, [t]);
}

export type VehicleLabels = ReturnType<typeof useVehicleLabels>;
