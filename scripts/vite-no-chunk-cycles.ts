import type { Plugin } from 'vite';

/**
 * Fails the build when generated chunks import each other in a circle. Grouping modules into
 * shared chunks can make one: then a chunk's top-level code may run before the chunk it reads
 * from has finished, and a page breaks in the built app alone ("Cannot read properties of
 * undefined") while every test of the sources passes.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'rahti:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const imports = new Map<string, string[]>();
      for (const output of Object.values(bundle)) if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = findCycle(imports);
      if (cycle) this.error(`Chunks import each other in a circle: ${cycle.join(' -> ')}`);
    },
  };
}

/** A circle of static imports, as the list of files around it, or undefined. */
export function findCycle(imports: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'visiting' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'visiting') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'visiting');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      const found = visit(next);
      if (found) return found;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of imports.keys()) {
    const found = visit(file);
    if (found) return found;
  }
  return undefined;
}
