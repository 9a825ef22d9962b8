import type { ColumnType, Generated } from 'kysely';
import type { ReportFilters } from '@rahti/domain';
import type { CreatedAt, Json } from './column-types';

/** Scheduled reports (migration 0038). */
export interface ReportSchedulesTable {
  organisation_id: string;
  id: Generated<string>;
  kind: string;
  grouping: string | null;
  filters: Json<ReportFilters>;
  format: 'csv' | 'xlsx' | 'pdf';
  frequency: 'weekly' | 'monthly';
  day: number;
  recipients: ColumnType<string[], string[], string[]>;
  last_sent_period: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ReportTables {
  report_schedules: ReportSchedulesTable;
}
