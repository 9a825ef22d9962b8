import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

/** The JSDoc tag that marks a function whose cost grows with the rows it is given. */
export const COMPUTATION_TAG = 'computation';

/** A source file: its path (relative to a root, with '/') and its text. */
export interface Source {
  path: string;
  text: string;
}

export const parse = (source: Source) =>
  ts.createSourceFile(source.path, source.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);

const hasComputationTag = (node: ts.Node) => ts.getJSDocTags(node).some((tag) => tag.tagName.text === COMPUTATION_TAG);

/** A named function of a file: a declaration, or a variable holding an arrow or function expression. */
export interface NamedFunction {
  name: string;
  node: ts.FunctionLikeDeclaration;
  exported: boolean;
  computation: boolean;
}

const isExported = (node: ts.Node) =>
  ts.canHaveModifiers(node) &&
  (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);

/** Every named function of a file, at any depth (services keep their helpers inside their factory). */
export function namedFunctions(file: ts.SourceFile): NamedFunction[] {
  const found: NamedFunction[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) && node.name) {
      found.push({
        name: node.name.text,
        node,
        exported: isExported(node),
        computation: hasComputationTag(node),
      });
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      node.initializer &&
      (ts.isArrowFunction(node.initializer) || ts.isFunctionExpression(node.initializer))
    ) {
      const statement = node.parent.parent;
      found.push({
        name: node.name.text,
        node: node.initializer,
        exported: ts.isVariableStatement(statement) && isExported(statement),
        computation: hasComputationTag(node),
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const SOURCE_ENDINGS = ['.ts', '/index.ts'];

/** The file a relative module specifier names among `paths`, if any (paths relative to one root, with '/'). */
export function resolveRelative(fromPath: string, specifier: string, paths: ReadonlySet<string>): string | undefined {
  const base = join(dirname(fromPath), specifier).split(sep).join('/');
  return [base, ...SOURCE_ENDINGS.map((ending) => base + ending)].find((path) => paths.has(path));
}

/**
 * The names a package's entry file exports for functions marked `@computation`, following
 * `export * from` and `export { a as b } from` through its files.
 */
export function packageComputations(sources: readonly Source[], entry: string): Set<string> {
  const byPath = new Map(sources.map((source) => [source.path, parse(source)]));
  const paths = new Set(byPath.keys());
  const seen = new Map<string, Set<string>>();

  const exportedComputations = (path: string): Set<string> => {
    const cached = seen.get(path);
    if (cached) return cached;
    const names = new Set<string>();
    seen.set(path, names);
    const file = byPath.get(path);
    if (!file) return names;
    for (const fn of namedFunctions(file)) if (fn.exported && fn.computation) names.add(fn.name);
    for (const statement of file.statements) {
      if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) continue;
      const target = resolveRelative(path, (statement.moduleSpecifier as ts.StringLiteral).text, paths);
      if (!target) continue;
      const inner = exportedComputations(target);
      const clause = statement.exportClause;
      if (!clause) inner.forEach((name) => names.add(name));
      else if (ts.isNamedExports(clause))
        for (const element of clause.elements)
          if (inner.has((element.propertyName ?? element.name).text)) names.add(element.name.text);
    }
    return names;
  };

  return exportedComputations(entry);
}

/** The TypeScript files under `root` (tests left out), read as sources with paths relative to `root`. */
export function readSources(root: string): Source[] {
  const walk = (directory: string): string[] =>
    readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
    });
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`${root} is not a folder`);
  return walk(resolve(root)).map((path) => ({
    path: relative(resolve(root), path).split(sep).join('/'),
    text: readFileSync(path, 'utf8'),
  }));
}
