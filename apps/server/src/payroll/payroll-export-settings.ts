import {
  CONFIGURABLE_PAYROLL_SYSTEMS,
  defaultPayrollExportSettings,
  payrollExportSettingsSchema,
  type PayrollExportSettings,
  type PayrollExportSettingsList,
  type PayrollSystem,
} from '@rahti/domain';
import type { Tx } from '../db/tenant';
import { badRequest } from '../http/api-error';

/** A saved layout, or null when none is saved or it no longer passes the schema (then the default applies). */
function parsed(value: unknown): PayrollExportSettings | null {
  const result = payrollExportSettingsSchema.safeParse(typeof value === 'string' ? JSON.parse(value) : value);
  return result.success ? result.data : null;
}

/** The configurable systems' layouts per organisation (migration 0012). */
export const payrollExportSettingsStore = {
  async list(tx: Tx, organisationId: string): Promise<PayrollExportSettingsList> {
    const rows = await tx
      .selectFrom('payroll_export_settings')
      .select(['system', 'settings'])
      .where('organisation_id', '=', organisationId)
      .execute();
    const saved = new Map(rows.map((row) => [row.system, parsed(row.settings)]));
    return CONFIGURABLE_PAYROLL_SYSTEMS.map((system) => {
      const settings = saved.get(system) ?? null;
      return { system, saved: settings !== null, settings: settings ?? defaultPayrollExportSettings(system) };
    });
  },

  /** The layout an export of `system` uses: the saved one, the default, or null for a fixed format. */
  async forSystem(tx: Tx, organisationId: string, system: PayrollSystem): Promise<PayrollExportSettings | null> {
    if (!CONFIGURABLE_PAYROLL_SYSTEMS.includes(system)) return null;
    const row = await tx
      .selectFrom('payroll_export_settings')
      .select('settings')
      .where('organisation_id', '=', organisationId)
      .where('system', '=', system)
      .executeTakeFirst();
    return (row ? parsed(row.settings) : null) ?? defaultPayrollExportSettings(system);
  },

  async save(
    tx: Tx,
    organisationId: string,
    system: PayrollSystem,
    settings: PayrollExportSettings,
  ): Promise<PayrollExportSettings> {
    if (!CONFIGURABLE_PAYROLL_SYSTEMS.includes(system)) throw badRequest('payroll:fixedLayout', 'system');
    const value = JSON.stringify(settings);
    await tx
      .insertInto('payroll_export_settings')
      .values({ organisation_id: organisationId, system, settings: value })
      .onConflict((conflict) =>
        conflict.columns(['organisation_id', 'system']).doUpdateSet({ settings: value, updated_at: new Date() }),
      )
      .execute();
    return settings;
  },
};
