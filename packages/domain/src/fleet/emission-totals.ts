import type { EmissionRow, FuelAmount } from './emissions';

/** A row as GET /api/emissions answers it: already rounded (kg, g/t·km to 0.1). */
export type RoundedEmissionRow = Pick<EmissionRow, 'fuel' | 'tonneKm' | 'ttwKg' | 'wttKg' | 'wtwKg'>;

/** A report's totals row: fuel by fuel and unit, t·km and kg summed; intensity (null without t·km) from the sums. */
export type EmissionTotals = RoundedEmissionRow & Pick<EmissionRow, 'gPerTonneKm'>;

/** To 0.1, as the answer rounds each row, so sums of tenths show no float noise. */
const toTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * The totals of rows as shown (the page's table, its CSV and the customer's PDF): each fuel's
 * amount (by fuel type and unit, in fuel type order), t·km and kg CO₂e summed from the rounded
 * rows, so a reader adding up the rows gets the total; the intensity is total WTW g / total t·km
 * (ISO 14083's ratio of sums, not an average of the rows' intensities). Rounded to 0.1.
 */
export function emissionTotals(rows: readonly RoundedEmissionRow[]): EmissionTotals {
  const fuel = new Map<string, FuelAmount>();
  let tonneKm = 0;
  let ttwKg = 0;
  let wttKg = 0;
  let wtwKg = 0;
  for (const row of rows) {
    tonneKm += row.tonneKm;
    ttwKg += row.ttwKg;
    wttKg += row.wttKg;
    wtwKg += row.wtwKg;
    for (const amount of row.fuel) {
      const key = `${amount.fuelType}/${amount.unit}`;
      const sum = fuel.get(key);
      fuel.set(key, { ...amount, amount: (sum?.amount ?? 0) + amount.amount });
    }
  }
  return {
    fuel: [...fuel.values()]
      .sort((a, b) => a.fuelType - b.fuelType)
      .map((amount) => ({ ...amount, amount: toTenth(amount.amount) })),
    tonneKm: toTenth(tonneKm),
    ttwKg: toTenth(ttwKg),
    wttKg: toTenth(wttKg),
    wtwKg: toTenth(wtwKg),
    gPerTonneKm: tonneKm > 0 ? toTenth((wtwKg * 1000) / tonneKm) : null,
  };
}
