import { readFileSync } from 'node:fs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../apps/server/src/db/schema';

const MS_PER_TICK = 10; // Linux reports process times in 1/100 s (USER_HZ).

/**
 * CPU milliseconds the PostgreSQL server processes of this database have used so far, read from
 * /proc; null when the server is not on this machine. On a shared machine the wall clock
 * includes waiting for a core; this does not.
 */
export async function postgresBackendCpuMs(db: Kysely<Database>): Promise<number | null> {
  const { rows } = await sql<{
    pid: number;
  }>`select pid from pg_stat_activity where datname = current_database()`.execute(db);
  let ticks = 0;
  for (const { pid } of rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // After the command name in parentheses: state is the first field, utime the 12th, stime the 13th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      return null;
    }
  }
  return ticks * MS_PER_TICK;
}
