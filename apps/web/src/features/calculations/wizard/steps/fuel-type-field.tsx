import { useTranslation } from 'react-i18next';
import {
  FUEL_TYPES,
  builtInFuelPrice,
  defaultFuelPrice,
  isFuelType,
  parseDecimal,
  type CalculationDefaults,
  type FuelTypeValue,
} from '@rahti/domain';
import { valueAt } from '../../current-calculation/draft-values';
import { useWizardForm } from '../wizard-form-context';
import { SelectField } from '../wizard-fields';

/** Fuels a vehicle runs on (AdBlue is an additive, priced separately). */
const VEHICLE_FUELS = FUEL_TYPES.filter((fuel) => fuel.name !== 'adBlue');

/**
 * The fuel, and with it the default fuel price: choosing another fuel puts that fuel's
 * default price (the organisation's, else the built-in one) in the price field, unless the
 * user typed a price of their own there (one that is not the previous fuel's default).
 */
export function FuelTypeField({ defaults }: { defaults: CalculationDefaults | undefined }) {
  const { t } = useTranslation();
  const form = useWizardForm();
  const priceOf = (fuelType: FuelTypeValue) =>
    defaults ? defaultFuelPrice(defaults, fuelType) : builtInFuelPrice(fuelType, form.currency);
  const options = VEHICLE_FUELS.map((fuel) => ({
    value: String(fuel.value),
    label: `${t(`web-calc-wizard:fuelTypes.${fuel.name}`)} (${fuel.unit})`,
  }));
  const onChange = (value: string) => {
    const next = Number(value);
    if (!isFuelType(next)) return;
    const previous = Number(valueAt(form.values, 'defaults.fuelType'));
    const typed = valueAt(form.values, 'defaults.fuelCost');
    const price = typeof typed === 'number' ? typed : parseDecimal(String(typed ?? ''));
    const isOwnPrice = price !== undefined && !(isFuelType(previous) && price === priceOf(previous));
    form.setValue('defaults.fuelType', next);
    if (!isOwnPrice) form.setValue('defaults.fuelCost', priceOf(next));
  };
  return (
    <SelectField
      path="defaults.fuelType"
      label={t('web-calc-wizard:fields.defaults.fuelType')}
      options={options}
      onChange={onChange}
    />
  );
}
