import {
  driverGroupInputSchema,
  driverInputSchema,
  licenceTypeInputSchema,
  namedUnitInputSchema,
  salaryTypeCodeInputSchema,
  vehicleInputSchema,
} from '@rahti/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { withSystem, withTenant, type Tx } from '../db/tenant';
import { DEMO_BASES, DEMO_DEPARTMENTS, DEMO_DRIVER_GROUPS, DEMO_DRIVERS, DEMO_LICENCE_TYPES, DEMO_SALARY_TYPE_CODES, DEMO_VEHICLES, DEMO_APP_DRIVER_USERNAME } from './demo-organisation-data';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysFrom = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whether an insert that skips on any conflict (fixed id or unique column) wrote its row. */
const wrote = (row: unknown) => (row ? 1 : 0);

async function seedUnits(tx: Tx, organisationId: string): Promise<{ departments: number; bases: number }> {
  const counts = { departments: 0, bases: 0 };
  for (const [table, units] of [['departments', DEMO_DEPARTMENTS], ['bases', DEMO_BASES]] as const) {
    for (const unit of units) {
      const { name } = namedUnitInputSchema.parse(unit);
      counts[table] += wrote(await tx.insertInto(table).values({ organisation_id: organisationId, id: unit.id, name }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst());
    }
  }
  return counts;
}

async function seedDriverGroups(tx: Tx, organisationId: string): Promise<number> {
  let count = 0;
  for (const { id, input } of DEMO_DRIVER_GROUPS) {
    const group = driverGroupInputSchema.parse(input);
    const row = await tx
      .insertInto('driver_groups')
      .values({
        organisation_id: organisationId,
        id,
        name: group.name,
        guaranteed_hours: group.guaranteedHours,
        standard_working_hours: group.standardWorkingHours,
        thresholds: JSON.stringify(group.thresholds),
        paid_break_type: group.paidBreakType,
        paid_break_limit_minutes: group.paidBreakType === 'paidUpToLimit' ? group.paidBreakLimitMinutes : null,
        device_lock: group.deviceLock,
        permissions: JSON.stringify(group.permissions),
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    count += 1;
    if (group.customQuestions.length === 0) continue;
    await tx
      .insertInto('driver_group_questions')
      .values(group.customQuestions.map((q) => ({ organisation_id: organisationId, driver_group_id: id, work_type: q.workType, text: q.text, unit: q.unit })))
      .execute();
  }
  return count;
}

/** Vehicles start inactive as in the service; the active ones are activated within the organisation's limit. */
async function seedVehicles(tx: Tx, organisationId: string, now: Date): Promise<number> {
  const { vehicle_limit: limit } = await tx.selectFrom('organisations').select('vehicle_limit').where('id', '=', organisationId).forUpdate().executeTakeFirstOrThrow();
  const counted = await tx.selectFrom('vehicles').select((eb) => eb.fn.countAll<number>().as('n')).where('organisation_id', '=', organisationId).where('is_active', '=', true).executeTakeFirstOrThrow();
  let active = Number(counted.n);
  let count = 0;
  for (const { id, input, activatedDaysAgo } of DEMO_VEHICLES) {
    const v = vehicleInputSchema.parse(input);
    const activate = activatedDaysAgo !== undefined && (limit === null || active < limit);
    const row = await tx
      .insertInto('vehicles')
      .values({
        organisation_id: organisationId,
        id,
        name: v.name,
        register_number: v.registerNumber,
        base_id: v.baseId,
        vehicle_class: v.vehicleClass,
        vehicle_code: v.vehicleCode,
        imei: v.imei,
        fuel_type: v.fuelType,
        emission_standard: v.emissionStandard,
        external_id: v.externalId,
        device_id: v.deviceId,
        device_lock: v.deviceLock,
        is_active: activate,
        activated_at: activate ? daysFrom(now, -activatedDaysAgo) : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    count += wrote(row);
    if (row && activate) active += 1;
  }
  return count;
}

/**
 * Drivers as the drivers service creates them. A username another account signs in with (in any
 * organisation) is taken, so such a driver is left out; the app driver instead takes over the
 * demo's own driver sign-in, as switching its app account on would.
 */
async function seedDrivers(tx: Tx, organisationId: string, now: Date, signInOwners: Map<string, { organisationId: string; userId: string }>): Promise<number> {
  const seededVehicles = await tx.selectFrom('vehicles').select('id').where('organisation_id', '=', organisationId).where('id', 'in', DEMO_VEHICLES.map((v) => v.id)).execute();
  const vehicleIds = new Set(seededVehicles.map((v) => v.id));
  let count = 0;
  for (const { id, input, licences } of DEMO_DRIVERS) {
    const d = driverInputSchema.parse({ ...input, licences: licences.map((l) => ({ code: l.code, expiresOn: l.expiresInDays === null ? null : isoDay(daysFrom(now, l.expiresInDays)) })) });
    const owner = signInOwners.get(d.username);
    const isAppDriver = d.username === DEMO_APP_DRIVER_USERNAME;
    if (isAppDriver ? owner?.organisationId !== organisationId : owner !== undefined) continue;
    const row = await tx
      .insertInto('drivers')
      .values({
        organisation_id: organisationId,
        id,
        first_name: d.firstName,
        last_name: d.lastName,
        driver_card_id: d.driverCardId,
        employee_number: d.employeeNumber,
        username: d.username,
        email: d.email,
        gross_wage_per_hour: d.grossWagePerHour,
        default_vehicle_id: d.defaultVehicleId && vehicleIds.has(d.defaultVehicleId) ? d.defaultVehicleId : null,
        department_id: d.departmentId,
        base_id: d.baseId,
        driver_group_id: d.driverGroupId,
        user_id: isAppDriver ? owner!.userId : null,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    count += 1;
    if (d.licences.length) await tx.insertInto('driver_licences').values(d.licences.map((l) => ({ organisation_id: organisationId, driver_id: id, code: l.code, expires_on: l.expiresOn }))).execute();
  }
  return count;
}

async function seedCodes(tx: Tx, organisationId: string): Promise<{ salaryTypeCodes: number; licenceTypes: number }> {
  let salaryTypeCodes = 0;
  for (const { id, input } of DEMO_SALARY_TYPE_CODES) {
    const c = salaryTypeCodeInputSchema.parse(input);
    salaryTypeCodes += wrote(await tx.insertInto('salary_type_codes').values({ organisation_id: organisationId, id, code: c.code, name: c.name, work_type: c.workType }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst());
  }
  let licenceTypes = 0;
  for (const { id, input } of DEMO_LICENCE_TYPES) {
    const t = licenceTypeInputSchema.parse(input);
    licenceTypes += wrote(await tx.insertInto('licence_types').values({ organisation_id: organisationId, id, code: t.code, name: t.name, kind: t.kind }).onConflict((oc) => oc.doNothing()).returning('id').executeTakeFirst());
  }
  return { salaryTypeCodes, licenceTypes };
}

/**
 * Fills the demo organisation's departments, bases, driver groups, vehicles, drivers, payroll
 * codes and licence types. Rows already there (by fixed id or unique column) are left as they
 * are. Returns what was written, e.g. ["2 departments", "8 drivers"].
 */
export async function seedDemoOrganisationData(db: Kysely<Database>, organisationId: string, now: Date): Promise<string[]> {
  const usernames = DEMO_DRIVERS.map((d) => driverInputSchema.shape.username.parse(d.input.username));
  const owners = await withSystem(db, (tx) => tx.selectFrom('sign_in_names').select(['username', 'organisation_id', 'user_id']).where('username', 'in', usernames).execute());
  const signInOwners = new Map(owners.map((o) => [o.username, { organisationId: o.organisation_id, userId: o.user_id }]));

  const counts = await withTenant(db, organisationId, async (tx) => {
    const units = await seedUnits(tx, organisationId);
    const driverGroups = await seedDriverGroups(tx, organisationId);
    const vehicles = await seedVehicles(tx, organisationId, now);
    const codes = await seedCodes(tx, organisationId);
    const drivers = await seedDrivers(tx, organisationId, now, signInOwners);
    return { ...units, driverGroups, vehicles, drivers, ...codes };
  });
  const labels = { departments: 'department', bases: 'base', driverGroups: 'driver group', vehicles: 'vehicle', drivers: 'driver', salaryTypeCodes: 'salary type code', licenceTypes: 'licence type' } as const;
  return (Object.keys(labels) as (keyof typeof labels)[]).filter((key) => counts[key] > 0).map((key) => `${counts[key]} ${labels[key]}${counts[key] === 1 ? '' : 's'}`);
}
