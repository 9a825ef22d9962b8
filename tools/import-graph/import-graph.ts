import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** Each source file (path relative to the root, with '/') and the source files it imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const SOURCE = /\.tsx?$/;
// Static imports, `export … from`, side-effect imports and import(): relative specifiers only
// (packages are not files of this tree).
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]*|\.{1,2})['"]/g;
const CANDIDATES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return SOURCE.test(entry.name) ? [path] : [];
  });
}

function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  return CANDIDATES.map((ending) => base + ending).find(
    (path) => SOURCE.test(path) && existsSync(path) && statSync(path).isFile(),
  );
}

const slashed = (path: string) => path.split(sep).join('/');

/** Reads the import graph of the TypeScript files under `root`. */
export function readImportGraph(root: string): ImportGraph {
  const files = sourceFiles(root);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const targets = new Set<string>();
    for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
      const target = resolveSpecifier(file, match[1]!);
      if (target?.startsWith(root)) targets.add(slashed(relative(root, target)));
    }
    graph.set(slashed(relative(root, file)), [...targets].sort());
  }
  return graph;
}

/**
 * The circles of a directed graph: its strongly connected components of more than one node, and
 * any node that reaches itself (Tarjan's algorithm, without recursion so deep trees are fine).
 */
export function cyclesOf(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let counter = 0;
  const targetsOf = (node: string) => graph.get(node) ?? [];

  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work.at(-1)!;
      const targets = targetsOf(frame.node);
      if (frame.next < targets.length) {
        const target = targets[frame.next++]!;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work.at(-1);
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || targetsOf(frame.node).includes(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** The first folder of a file's path, or '.' for a file at the root. */
export const folderOf = (file: string) => (file.includes('/') ? file.slice(0, file.indexOf('/')) : '.');

/** The graph of the top folders: which folder imports from which (a folder's own imports left out). */
export function folderGraph(graph: ImportGraph): ImportGraph {
  const folders = new Map<string, Set<string>>();
  for (const [file, targets] of graph) {
    const from = folderOf(file);
    const reached = folders.get(from) ?? new Set<string>();
    folders.set(from, reached);
    for (const target of targets) if (folderOf(target) !== from) reached.add(folderOf(target));
  }
  return new Map([...folders].map(([folder, targets]) => [folder, [...targets].sort()]));
}
