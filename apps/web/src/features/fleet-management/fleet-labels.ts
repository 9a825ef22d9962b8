import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatCalendarDate,
  formatMoney,
  formatNumber,
  type Currency,
  type FleetItemRow,
  type FleetItemState,
  type FleetItemType,
  type Vehicle,
} from '@rahti/domain';
import { useAccount } from '../../auth/use-account';
import { useLanguage } from '../../lib/use-language';

const NS = 'web-fleet';

/**
 * The words and figures of the fleet page: types, states, vehicles as "register number name",
 * km with digits grouped, money in the organisation's currency, repeats in words
 * ("every 6 months until 31.12.2027", "every 30 000 km up to 240 000 km").
 */
export function useFleetLabels(vehicles: readonly Vehicle[]) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const currency: Currency = useAccount().data?.organisationCurrency ?? 'EUR';
  return useMemo(() => {
    const byId = new Map(vehicles.map((vehicle) => [vehicle.id, vehicle]));
    const typeName = (type: FleetItemType) => t(`${NS}:types.${type}`);
    const stateName = (state: FleetItemState) => t(`${NS}:states.${state}`);
    const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
    const km = (value: number) => t(`${NS}:list.km`, { km: number(value) });
    const money = (amount: number) => formatMoney(amount, currency, language);
    const date = (value: string) => formatCalendarDate(value);
    const vehicleName = (vehicleId: string) => {
      const vehicle = byId.get(vehicleId);
      if (!vehicle) return t(`${NS}:list.unknownVehicle`);
      return vehicle.name ? `${vehicle.registerNumber} ${vehicle.name}` : vehicle.registerNumber;
    };
    /** Where the occurrence falls due: its date, or its km. */
    const due = (row: Pick<FleetItemRow, 'dueDate' | 'dueKm'>) =>
      row.dueDate !== undefined ? date(row.dueDate) : km(row.dueKm ?? 0);
    const repeat = (row: FleetItemRow) => {
      if (row.dueType === 'distance')
        return t(`${NS}:repeat.distance`, { interval: number(row.intervalKm ?? 0), last: number(row.lastKm ?? 0) });
      if (!row.repeatEvery) return t(`${NS}:repeat.once`);
      const every = t(`${NS}:repeat.every.${row.repeatEvery.unit}`, { count: row.repeatEvery.count });
      return row.repeatUntil ? t(`${NS}:repeat.until`, { every, date: date(row.repeatUntil) }) : every;
    };
    /** The occurrence in one line, for a dialog's title or a button's name. */
    const summary = (row: FleetItemRow) =>
      t(`${NS}:list.summary`, { type: typeName(row.type), vehicle: vehicleName(row.vehicleId), due: due(row) });
    return { typeName, stateName, number, km, money, date, vehicleName, due, repeat, summary };
  }, [t, language, currency, vehicles]);
}

export type FleetLabels = ReturnType<typeof useFleetLabels>;
