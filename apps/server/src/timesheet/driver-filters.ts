import { sql, type RawBuilder } from 'kysely';
import { containsPattern } from './page-cursor';

/** The timesheet's top-bar filters on drivers (department, base, group, driver, name or number). */
export interface DriverFilters {
  departmentId?: string | undefined;
  baseId?: string | undefined;
  driverGroupId?: string | undefined;
  driverId?: string | undefined;
  search?: string | undefined;
}

/** The filters as one condition on a drivers row (`alias` is its table alias). */
export function driverFilterCondition(filters: DriverFilters, alias: string): RawBuilder<boolean> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const conditions: RawBuilder<boolean>[] = [sql<boolean>`true`];
  if (filters.departmentId) conditions.push(sql<boolean>`${column('department_id')} = ${filters.departmentId}`);
  if (filters.baseId) conditions.push(sql<boolean>`${column('base_id')} = ${filters.baseId}`);
  if (filters.driverGroupId) conditions.push(sql<boolean>`${column('driver_group_id')} = ${filters.driverGroupId}`);
  if (filters.driverId) conditions.push(sql<boolean>`${column('id')} = ${filters.driverId}`);
  if (filters.search) {
    const pattern = containsPattern(filters.search);
    conditions.push(
      sql<boolean>`(${column('first_name')} ilike ${pattern} or ${column('last_name')} ilike ${pattern} or ${column('employee_number')} ilike ${pattern}
        or concat(${column('first_name')}, ' ', ${column('last_name')}) ilike ${pattern} or concat(${column('last_name')}, ' ', ${column('first_name')}) ilike ${pattern})`,
    );
  }
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}
