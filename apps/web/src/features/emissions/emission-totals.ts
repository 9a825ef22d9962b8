import type { EmissionsAnswer, FuelAmount } from '@rahti/domain';

export type EmissionReportRow = EmissionsAnswer['rows'][number];

/** The report's totals row: fuel by fuel and unit, t·km and kg summed; intensity from the sums. */
export interface EmissionTotals {
  fuel: FuelAmount[];
  tonneKm: number;
  ttwKg: number;
  wttKg: number;
  wtwKg: number;
  /** Total WTW in grams per total tonne-km; null without any tonne-km. */
  gPerTonneKm: number | null;
}

/** To 0.1, as the server rounds each row (kg, t·km and g/t·km to 0.1), so sums of tenths show no float noise. */
export const toTenth = (value: number) => Math.round(value * 10) / 10;

/**
 * Sums the rows: each fuel's amount (by fuel type and unit, in fuel type order), t·km and kg
 * CO₂e; the intensity is total WTW g / total t·km (ISO 14083's ratio of sums, not an average of
 * the rows' intensities). Rounded to 0.1 like the rows.
 */
export function emissionTotals(rows: readonly EmissionReportRow[]): EmissionTotals {
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
