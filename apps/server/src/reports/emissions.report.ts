import type { EmissionGrouping, ReportRow } from '@rahti/domain';
import { emissionWords } from '../documents/emission-words';
import { createEmissionsService } from '../fleet/emissions.service';
import { column, type ReportSource } from './report-source';

/**
 * Emissions: the emissions report's own rows (fuel-based, ISO 14083 / GLEC; kg to 0.1) per
 * vehicle, customer or month. The vehicle and customer filters keep the rows of those keys,
 * which are the same figures the report shows for them.
 */
export const emissionsReport: ReportSource = async (context, auth, report) => {
  const groupBy = (report.grouping ?? 'vehicle') as EmissionGrouping;
  const { rows } = await createEmissionsService(context).report(auth, { from: report.from, to: report.to, groupBy });
  const words = emissionWords(context.translator, auth.language);
  const wanted =
    groupBy === 'vehicle' ? report.filters.vehicleIds : groupBy === 'customer' ? report.filters.customerIds : [];
  return {
    columns: [
      { ...column(groupBy, 'text'), key: 'group' },
      column('fuel', 'text'),
      column('tonneKm', 'number'),
      column('ttwKg', 'number'),
      column('wttKg', 'number'),
      column('wtwKg', 'number'),
      column('gPerTonneKm', 'number'),
    ],
    rows: rows
      .filter((row) => wanted.length === 0 || (row.key !== null && wanted.includes(row.key)))
      .map((row): ReportRow => ({
        group: row.label,
        fuel: words.fuel(row.fuel),
        tonneKm: row.tonneKm,
        ttwKg: row.ttwKg,
        wttKg: row.wttKg,
        wtwKg: row.wtwKg,
        gPerTonneKm: row.gPerTonneKm,
      })),
    notSummed: ['gPerTonneKm'],
  };
};
