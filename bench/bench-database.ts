import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { freshPostgresDatabase } from './first-load/fresh-database';
import { machineFigures } from './machine-figures';

/**
 * The database a server bench runs on, migrated: a fresh PostgreSQL database beside the one
 * `DATABASE_URL` names (dropped by `close`), else the embedded PGlite in memory.
 */
export async function openBenchDatabase() {
  const server = process.env.DATABASE_URL ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const kind = server ? ('postgresql' as const) : ('pglite' as const);
  const database = await openDatabase(server ? { kind: 'postgres', url: server.url } : { kind: 'pglite' });
  await migrateToLatest(database.db);
  return {
    kind,
    database,
    async close() {
      await database.close();
      await server?.drop();
    },
  };
}

export type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/**
 * A server bench's frame: opens the database, runs `measure`, prints its figures as one JSON
 * object with the bench's name, the database and the machine, and exits 1 over budget or on an
 * error (the database closed either way).
 */
export async function runServerBench(
  name: string,
  measure: (bench: BenchDatabase) => Promise<{ figures: Record<string, unknown>; withinBudget: boolean }>,
): Promise<never> {
  const bench = await openBenchDatabase();
  let exitCode = 0;
  try {
    const { figures, withinBudget } = await measure(bench);
    console.log(
      JSON.stringify({ benchmark: name, database: bench.kind, ...figures, withinBudget, ...machineFigures() }, null, 2),
    );
    if (!withinBudget) exitCode = 1;
  } catch (error) {
    console.error(error);
    exitCode = 1;
  } finally {
    await bench.close();
  }
  process.exit(exitCode);
}
