/**
 * What erasing an organisation deletes, table by table, in this order (decision 0040). A table
 * that references another comes before it, so no foreign key cascades a large delete into one
 * statement; the coverage test (test/organisation-erasure/erase-plan.int.test.ts) reads the
 * database's catalogue and fails when a table with an organisation column is missing here, when
 * the order breaks a foreign key, or when a table without one is not named below with a reason.
 */
export interface EraseStep {
  table: string;
  /** The columns naming an organisation: a row goes when any of them names the erased one. */
  columns: readonly string[];
  /** Columns referencing the same table, emptied first so rows can go in any batch order. */
  selfReferences?: readonly string[];
}

const own = (table: string): EraseStep => ({ table, columns: ['organisation_id'] });

export const ERASE_STEPS: readonly EraseStep[] = [
  // The bulk first: positions are partitioned by month, each partition erased on its own.
  own('positions'),
  own('track_days'),
  own('absences'),
  own('api_clients'),
  own('driver_licences'),
  own('driver_sync_operations'),
  own('planned_shift_tasks'),
  own('planned_shift_vehicles'),
  own('supervisor_assignments'),
  own('planned_shifts'),
  own('pre_trip_check_photos'),
  own('pre_trip_check_answers'),
  own('pre_trip_checks'),
  own('shift_events'),
  own('shift_pay_parts'),
  own('shift_vehicles'),
  own('invoice_rows'),
  own('transport_files'),
  own('transport_proofs'),
  own('transport_events'),
  own('transport_goods'),
  own('transport_stops'),
  own('waybills'),
  own('transport_tasks'),
  own('tasks'),
  own('shifts'),
  own('drivers'),
  own('external_vehicles'),
  own('fleet_items'),
  own('fleet_item_series'),
  own('odometer_readings'),
  own('refuels'),
  own('routes'),
  own('vehicle_tanks'),
  own('vehicles'),
  own('bases'),
  own('calculation_images'),
  own('calculations'),
  own('contact_messages'),
  { table: 'invoices', columns: ['organisation_id'], selfReferences: ['credits_invoice_id'] },
  own('customers'),
  own('departments'),
  own('driver_group_questions'),
  own('driver_groups'),
  own('emission_factors'),
  own('external_drivers'),
  own('external_credentials'),
  own('fleet_calendar_feeds'),
  own('fleet_due_mails'),
  own('fleet_settings'),
  own('fuel_card_imports'),
  own('fuel_card_mappings'),
  own('fuel_price_history'),
  own('fuel_prices'),
  own('licence_types'),
  own('organisation_invoicing'),
  own('organisation_vehicle_details'),
  own('organisation_wage_details'),
  own('osmand_refusals'),
  own('page_views'),
  own('password_reset_tokens'),
  own('pay_periods'),
  own('payroll_export_settings'),
  own('pre_trip_checklists'),
  own('report_schedules'),
  own('salary_type_codes'),
  // A share ends with either side; the reads the erased organisation made of others' data go too.
  { table: 'share_reads', columns: ['organisation_id', 'reader_organisation_id'] },
  { table: 'shares', columns: ['organisation_id', 'partner_organisation_id'] },
  // Files after every record naming them; their objects in a bucket go with each batch.
  own('stored_files'),
  own('task_feeds'),
  own('timesheet_changes'),
  own('waybill_counters'),
  own('webhook_deliveries'),
  own('webhook_endpoints'),
  own('sign_in_names'),
  // The users last but one: their sign-ins elsewhere (sessions, throttles) went at the start.
  own('users'),
];

/**
 * Tables without an organisation column, each with why erasing leaves it as it is or how the
 * erasure reaches it. `organisations` is the last row to go, by its id.
 */
export const OUTSIDE_ORGANISATION_COLUMNS: Readonly<Record<string, string>> = {
  organisations: 'the organisation row itself: deleted by id after every step',
  jobs: "deleted first where the payload's organisationId names it (polls of its feeds and credentials)",
  oidc_payloads: "deleted first where the payload's accountId is one of its users (sessions, grants, tokens)",
  sign_in_throttles: "deleted first where the account is one of its users ('user:<id>')",
  osmand_unknown_devices: 'device ids no organisation has claimed: nobody’s data',
  server_secrets: 'the server’s signing and cookie keys',
  kysely_migration: 'the schema’s migration log',
  kysely_migration_lock: 'the schema’s migration lock',
  organisation_erasures: 'the record that an erasure ran: the id, times and counts, none of its data',
};
