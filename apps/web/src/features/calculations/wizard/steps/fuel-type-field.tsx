import { useTranslation } from 'react-i18next';
import { FUEL_TYPES } from '@rahti/domain';
import { SelectField } from '../wizard-fields';

/** Fuels a vehicle runs on (AdBlue is an additive, priced separately). */
const VEHICLE_FUELS = FUEL_TYPES.filter((fuel) => fuel.name !== 'adBlue');

export function FuelTypeField() {
  const { t } = useTranslation();
  const options = VEHICLE_FUELS.map((fuel) => ({
    value: String(fuel.value),
    label: `${t(`web-calc-wizard:fuelTypes.${fuel.name}`)} (${fuel.unit})`,
  }));
  return <SelectField path="defaults.fuelType" label={t('web-calc-wizard:fields.defaults.fuelType')} options={options} numeric />;
}
