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
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') imports.set(output.fileName, output.imports);
      const cycle = findCycle(imports);
      if (!cycle) return;
      // Which module of each chunk imports which of the next: what to move to break the circle.
      const modulesOf = (fileName: string) => {
        const output = bundle[fileName];
        return output?.type === 'chunk' ? output.moduleIds : [];
      };
      const links = cycle.slice(0, -1).map((fileName, index) => {
        const next = new Set(modulesOf(cycle[index + 1]!));
        const reasons = modulesOf(fileName).flatMap((id) =>
          (this.getModuleInfo(id)?.importedIds ?? [])
            .filter((imported) => next.has(imported))
            .map((imported) => `${short(id)} imports ${short(imported)}`),
        );
        return `  ${fileName}: ${reasons.slice(0, 5).join('; ') || 'a re-export'}`;
      });
      this.error(`Chunks import each other in a circle: ${cycle.join(' -> ')}\n${links.join('\n')}`);
    },
  };
}

const short = (id: string) => id.replace(/^.*?\/(apps|packages|node_modules)\//, '$1/');

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
