import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cyclesOf, folderGraph, folderOf, readImportGraph, type ImportGraph } from './import-graph';

const repository = resolve(import.meta.dirname, '../..');
const TREES = [
  'packages/domain/src',
  'packages/i18n/src',
  'apps/server/src',
  'apps/web/src',
  'apps/driver/src',
] as const;

/**
 * The server's floors (issue 21): a folder imports from its own floor or a lower one, never from
 * above. The ground holds what every feature is built on; http the API's shared pieces; the
 * features sit on both (and on one another, without circles); the wiring at the root and the
 * demo seed put the features together.
 */
const GROUND = ['config', 'db', 'platform'];
const HTTP = ['http'];
const WIRING = ['.', 'seed'];
const floorOf = (folder: string) =>
  GROUND.includes(folder) ? 0 : HTTP.includes(folder) ? 1 : WIRING.includes(folder) ? 3 : 2;

/** "a.ts → b.ts" for each import of a file that goes to a higher floor. */
function upwardImports(graph: ImportGraph): string[] {
  return [...graph].flatMap(([file, targets]) =>
    targets
      .filter((target) => floorOf(folderOf(target)) > floorOf(folderOf(file)))
      .map((target) => `${file} → ${target}`),
  );
}

describe('the import graph reader', () => {
  it('sees the imports of a known file, so the checks below read a real graph', () => {
    const server = readImportGraph(resolve(repository, 'apps/server/src'));
    expect(server.size).toBeGreaterThan(200);
    expect(server.get('app.ts')).toContain('api-routes.ts');
    expect(server.get('main.ts')).toContain('job-handlers.ts');
    // A .tsx file and an index-less folder path are followed too.
    const web = readImportGraph(resolve(repository, 'apps/web/src'));
    expect([...web.keys()].some((file) => file.endsWith('.tsx') && (web.get(file)?.length ?? 0) > 0)).toBe(true);
  });

  it('finds no circle in a graph whose edges all go forward, and one as soon as an edge goes back', () => {
    const edges = fc.array(fc.tuple(fc.nat(20), fc.nat(20)), { maxLength: 60 });
    fc.assert(
      fc.property(edges, fc.nat(20), fc.nat(20), (pairs, a, b) => {
        const graph = new Map<string, string[]>();
        for (let node = 0; node <= 20; node += 1) graph.set(`n${node}`, []);
        for (const [x, y] of pairs) if (x < y) graph.get(`n${x}`)!.push(`n${y}`);
        expect(cyclesOf(graph)).toEqual([]);
        if (a === b) return;
        const [low, high] = a < b ? [a, b] : [b, a];
        graph.get(`n${low}`)!.push(`n${high}`);
        graph.get(`n${high}`)!.push(`n${low}`);
        const cycles = cyclesOf(graph);
        expect(cycles.some((cycle) => cycle.includes(`n${low}`) && cycle.includes(`n${high}`))).toBe(true);
      }),
    );
    expect(cyclesOf(new Map([['self.ts', ['self.ts']]]))).toEqual([['self.ts']]);
  });
});

describe('the source trees', () => {
  it.each(TREES)('%s: no files import each other, directly or around a circle', (tree) => {
    expect(cyclesOf(readImportGraph(resolve(repository, tree)))).toEqual([]);
  });

  it('apps/server/src: no import runs up a floor (ground, http, features, wiring)', () => {
    expect(upwardImports(readImportGraph(resolve(repository, 'apps/server/src')))).toEqual([]);
  });

  it("apps/server/src: the folders' own graph has no circle, so each feature can be read from those below it", () => {
    expect(cyclesOf(folderGraph(readImportGraph(resolve(repository, 'apps/server/src'))))).toEqual([]);
  });

  it('the floor check names an upward import when there is one', () => {
    const graph = new Map([
      ['http/authenticate.ts', ['auth/access-token.ts']],
      ['auth/access-token.ts', ['platform/app-context.ts']],
    ]);
    expect(upwardImports(graph)).toEqual(['http/authenticate.ts → auth/access-token.ts']);
  });
});
