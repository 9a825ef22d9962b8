import { z } from 'zod';
import { CURRENCIES } from '../platform/currency';
import { uuidField } from '../platform/fields';
import { currencyField } from '../platform/organisation.schemas';
import { fuelTypeField } from './calculation-groups.schemas';
import { vehicleClassField } from './calculation.schemas';
import { VEHICLE_MONEY_FIELDS } from './defaults';
import { DAILY_ALLOWANCE_TYPES } from './enumerations';
import { responseShapeOf } from './response-schema';
import { amountField, optionalAmountField, wholeNumberField } from './number-fields';
import { WAGE_DEFAULT_FIELDS, type AllowanceDefaults, type WageDefaults } from './wage-defaults';

/**
 * An organisation's own calculator settings (spec section 7: Organisation/VehicleDetails,
 * WageDetails, FuelPrices). A value given here overrides the built-in default in new
 * calculations; a value left out keeps the default.
 */

const vehicleValueFields = {
  ...(Object.fromEntries(VEHICLE_MONEY_FIELDS.map((key) => [key, optionalAmountField()])) as {
    [K in (typeof VEHICLE_MONEY_FIELDS)[number]]: ReturnType<typeof optionalAmountField>;
  }),
  interestRate: optionalAmountField(),
  residualValue: optionalAmountField(),
  flex: optionalAmountField(),
  countOfTyres: wholeNumberField().optional(),
  fuelType: fuelTypeField.optional(),
};

/** POST/PUT Organisation/VehicleDetails: own defaults for one vehicle class in one currency. */
export const vehicleDetailsInputSchema = z.object({
  vehicleClass: vehicleClassField,
  currency: currencyField,
  ...vehicleValueFields,
});
export type VehicleDetailsInput = z.output<typeof vehicleDetailsInputSchema>;

const savedVehicleDetails = vehicleDetailsInputSchema.extend({ id: uuidField, updatedAt: z.string() });
export type VehicleDetails = z.output<typeof savedVehicleDetails>;
export const vehicleDetailsSchema = responseShapeOf(savedVehicleDetails) as z.ZodType<VehicleDetails>;

const allowanceNames = Object.values(DAILY_ALLOWANCE_TYPES).filter(
  (name) => name !== 'none',
) as (keyof AllowanceDefaults)[];

/** POST/PUT Organisation/WageDetails: wage fractions and allowance amounts (money per day). */
export const wageDetailsInputSchema = z.object({
  ...(Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, optionalAmountField()])) as {
    [K in keyof WageDefaults]: ReturnType<typeof optionalAmountField>;
  }),
  allowances: z
    .object(
      Object.fromEntries(allowanceNames.map((name) => [name, optionalAmountField()])) as {
        [K in keyof AllowanceDefaults]: ReturnType<typeof optionalAmountField>;
      },
    )
    .default({}),
});
export type WageDetailsInput = z.output<typeof wageDetailsInputSchema>;

/** GET Organisation/WageDetails: the organisation's values over the spec's defaults. */
export const wageDetailsSchema = z.object({
  ...(Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, z.number()])) as {
    [K in keyof WageDefaults]: z.ZodNumber;
  }),
  allowances: z.object(
    Object.fromEntries(allowanceNames.map((name) => [name, z.number()])) as {
      [K in keyof AllowanceDefaults]: z.ZodNumber;
    },
  ),
  /** False while the organisation has saved none: the values are the built-in defaults. */
  isSaved: z.boolean(),
  updatedAt: z.string().nullable(),
  /**
   * Only the values the organisation has set itself (the fields above hold them over the
   * built-in defaults), so a form can show its own values and the built-in ones apart.
   * Optional for older clients' sake; the server always sends it.
   */
  ownValues: z
    .object({
      ...(Object.fromEntries(WAGE_DEFAULT_FIELDS.map((key) => [key, z.number().optional()])) as {
        [K in keyof WageDefaults]: z.ZodOptional<z.ZodNumber>;
      }),
      allowances: z.object(
        Object.fromEntries(allowanceNames.map((name) => [name, z.number().optional()])) as {
          [K in keyof AllowanceDefaults]: z.ZodOptional<z.ZodNumber>;
        },
      ),
    })
    .optional(),
});
export type WageDetails = z.output<typeof wageDetailsSchema>;

/** POST/PUT Organisation/FuelPrices: the price of one fuel, money per fuel unit. */
export const fuelPriceInputSchema = z.object({
  fuelType: fuelTypeField,
  currency: currencyField,
  price: amountField('calculations:priceRequired'),
});
export type FuelPriceInput = z.output<typeof fuelPriceInputSchema>;

export const fuelPriceSchema = z.object({
  id: uuidField,
  fuelType: z.number().int(),
  currency: z.enum(CURRENCIES),
  price: z.number(),
  updatedAt: z.string(),
});
export type FuelPrice = z.output<typeof fuelPriceSchema>;

/** GET Organisation/FuelHistory: every price a fuel has had, newest first. */
export const fuelPriceChangeSchema = z.object({
  fuelPriceId: uuidField,
  fuelType: z.number().int(),
  currency: z.enum(CURRENCIES),
  price: z.number(),
  changedAt: z.string(),
  changedBy: z.string().nullable(),
});
export type FuelPriceChange = z.output<typeof fuelPriceChangeSchema>;
