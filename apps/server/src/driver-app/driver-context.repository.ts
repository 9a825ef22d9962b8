import type { Tx } from '../db/tenant';

/** What the driver app's context reads besides the linked driver; every method takes the organisation first. */
export const driverContextRepository = {
  organisation(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('organisations')
      .select(['id', 'name', 'time_zone', 'driver_name_order'])
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow();
  },

  group(tx: Tx, organisationId: string, groupId: string) {
    return tx
      .selectFrom('driver_groups')
      .select(['id', 'name', 'device_lock', 'paid_break_type', 'paid_break_limit_minutes'])
      .where('organisation_id', '=', organisationId)
      .where('id', '=', groupId)
      .executeTakeFirst();
  },

  /** The group's custom questions, one per work type, in the office's order. */
  questions(tx: Tx, organisationId: string, groupId: string) {
    return tx
      .selectFrom('driver_group_questions')
      .select(['work_type', 'text', 'unit'])
      .where('organisation_id', '=', organisationId)
      .where('driver_group_id', '=', groupId)
      .orderBy('position')
      .orderBy('work_type')
      .execute();
  },

  /** Every vehicle of the organisation, by register number. */
  vehicles(tx: Tx, organisationId: string) {
    return tx
      .selectFrom('vehicles')
      .select(['id', 'register_number', 'name', 'device_id', 'device_lock', 'is_active', 'vehicle_class'])
      .where('organisation_id', '=', organisationId)
      .orderBy('register_number')
      .orderBy('id')
      .execute();
  },
};
