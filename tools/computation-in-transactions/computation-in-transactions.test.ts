import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { computationsInTransactions, describeFinding } from './computation-in-transactions';
import { packageComputations, readSources, type Source } from './computations';

const repository = resolve(import.meta.dirname, '../..');
const DOMAIN = { packageName: '@rahti/domain', packageComputations: new Set(['evaluateDrivingTime', 'shiftPayParts']) };

/** The findings of one fixture file (plus any other files it imports), as `path:line name`. */
function check(text: string, others: Source[] = []): string[] {
  return computationsInTransactions([{ path: 'feature/service.ts', text }, ...others], DOMAIN).map(describeFinding);
}

const HEADER = `import { evaluateDrivingTime, formatDriverName } from '@rahti/domain';
import { withTenant, type Tx } from '../db/tenant';
`;

describe('the computation marks of a package', () => {
  it('names what the entry exports of the functions marked @computation, through `export *` and renames', () => {
    const sources = [
      { path: 'index.ts', text: `export * from './rules';\nexport { inner as renamed, plain } from './more';` },
      {
        path: 'rules.ts',
        text: `/**\n * Heavy.\n *\n * @computation\n */\nexport function heavy() {}\n/** Cheap. */\nexport function cheap() {}\n/** @computation */\nexport const arrow = () => 1;`,
      },
      {
        path: 'more.ts',
        text: `/** @computation */\nexport function inner() {}\n/** @computation */\nfunction hidden() {}\nexport function plain() {}`,
      },
    ];
    expect([...packageComputations(sources, 'index.ts')].sort()).toEqual(['arrow', 'heavy', 'renamed']);
  });

  it('reads packages/domain: the rules and summaries are marked, cheap helpers and schemas are not', () => {
    const marked = packageComputations(readSources(resolve(repository, 'packages/domain/src')), 'index.ts');
    for (const name of ['evaluateDrivingTime', 'activitiesFromShifts', 'shiftPayParts', 'payrollLines', 'writeCsv'])
      expect(marked).toContain(name);
    for (const name of ['formatDriverName', 'groupBy', 'addDays', 'shiftSchema']) expect(marked).not.toContain(name);
  });
});

describe('the check', () => {
  it('names a computation called inside a transaction, and passes the same work done after the commit', () => {
    const inside = `${HEADER}
export async function drivers(db: Db) {
  return withTenant(db, 'org', async (tx) => {
    const rows = await read(tx);
    return evaluateDrivingTime(rows, 0);
  });
}`;
    const after = `${HEADER}
export async function drivers(db: Db) {
  const rows = await withTenant(db, 'org', (tx) => read(tx));
  return evaluateDrivingTime(rows, 0);
}`;
    expect(check(inside)).toEqual(['feature/service.ts:7 evaluateDrivingTime']);
    expect(check(after)).toEqual([]);
  });

  it('looks into nested functions, a computation handed over by name, and renamed or namespace imports', () => {
    const text = `import { evaluateDrivingTime as evaluate } from '@rahti/domain';
import * as domain from '@rahti/domain';
export const a = (db: Db) => db.transaction().execute(async (tx) => (await read(tx)).map((row) => evaluate(row, 0)));
export const b = (db: Db) => withSystem(db, async (tx) => (await read(tx)).map(evaluate));
export const c = (db: Db) => withNoTenant(db, async (tx) => domain.shiftPayParts(await read(tx), rules, 0));
export const d = (db: Db) => withNoTenant(db, async (tx) => domain.formatDriverName(await read(tx)));`;
    expect(check(text)).toEqual([
      'feature/service.ts:3 evaluateDrivingTime',
      'feature/service.ts:4 evaluateDrivingTime',
      'feature/service.ts:5 shiftPayParts',
    ]);
  });

  it("follows the file's own functions one level, through wrappers of withTenant, and into a savepoint", () => {
    const text = `${HEADER}
function summarise(rows: Row[]) { return rows.map((row) => evaluateDrivingTime(row, 0)); }
function deeper(rows: Row[]) { return summarise(rows); }
export function createService(db: Db) {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(db, 'org', work);
  const scoped = <T>(work: (tx: Tx, scope: Scope) => Promise<T>) =>
    withTenant(db, 'org', async (tx) => work(tx, await scopeOf(tx)));
  return {
    one: () => inTenant(async (tx) => summarise(await read(tx))),
    two: () => inTenant(async (tx) => deeper(await read(tx))),
    three: (tx: Tx) => withSavepoint(tx, async () => evaluateDrivingTime([], 0), isAnswer, answer),
    four: () => scoped(async (tx, scope) => evaluateDrivingTime(await read(tx, scope), 0)),
  };
}`;
    expect(check(text)).toEqual([
      'feature/service.ts:11 summarise() → evaluateDrivingTime',
      'feature/service.ts:13 evaluateDrivingTime',
      'feature/service.ts:14 evaluateDrivingTime',
    ]);
  });

  it('reads a function that is given the transaction (a `Tx` parameter) as running inside it', () => {
    const text = `${HEADER}
export async function periodSummary(tx: Tx, at: number) {
  const rows = await read(tx);
  return rows.map((row) => evaluateDrivingTime(row, at));
}
export function rowsOf(rows: Row[], at: number) {
  return rows.map((row) => evaluateDrivingTime(row, at));
}`;
    expect(check(text)).toEqual(['feature/service.ts:6 evaluateDrivingTime']);
  });

  it("counts a server function marked @computation, imported from another file or the file's own", () => {
    const exporter = {
      path: 'feature/export.ts',
      text: `/**\n * A whole file.\n *\n * @computation\n */\nexport function buildFile(rows: Row[]) { return ''; }\nexport function cheap() {}`,
    };
    const text = `import { buildFile, cheap } from './export';
import { withTenant } from '../db/tenant';
/** @computation */
const local = (rows: Row[]) => rows;
export const a = (db: Db) => withTenant(db, 'org', async (tx) => buildFile(await read(tx)));
export const b = (db: Db) => withTenant(db, 'org', async (tx) => cheap(local(await read(tx))));`;
    expect(check(text, [exporter])).toEqual(['feature/service.ts:5 buildFile', 'feature/service.ts:6 local']);
  });

  it('allows a computation under a marker comment that gives a reason, and only then', () => {
    const marked = (comment: string) => `${HEADER}
export async function keep(db: Db) {
  return withTenant(db, 'org', async (tx) => {
    const rows = await read(tx);
    ${comment}
    const parts = evaluateDrivingTime(rows, 0);
    await write(tx, parts);
  });
}`;
    expect(check(marked('// computation-in-transaction: written with the rows it read'))).toEqual([]);
    expect(check(marked('// computation-in-transaction:'))).toEqual(['feature/service.ts:8 evaluateDrivingTime']);
    expect(check(marked('// a plain comment'))).toEqual(['feature/service.ts:8 evaluateDrivingTime']);
  });
});

describe('apps/server/src', () => {
  it('computes no marked computation inside a transaction (issue 28: read, commit, then compute)', () => {
    const computations = packageComputations(readSources(resolve(repository, 'packages/domain/src')), 'index.ts');
    const findings = computationsInTransactions(readSources(resolve(repository, 'apps/server/src')), {
      packageName: '@rahti/domain',
      packageComputations: computations,
    });
    expect(findings.map(describeFinding)).toEqual([]);
    // Reads and parses every server source: its time grows with the tree, not with a fault.
  }, 60_000);
});
