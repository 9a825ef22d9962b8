import ts from 'typescript';
import { namedFunctions, parse, resolveRelative, type NamedFunction, type Source } from './computations';

/**
 * Issue 28: a connection whose request computes between BEGIN and COMMIT sits "idle in
 * transaction", holding its locks and its place in the pool. Services read, commit, then
 * compute. The functions whose cost grows with the rows they are given carry the JSDoc tag
 * `@computation` (the domain's rules, summaries, payroll lines, CSV parsing and writing; a
 * server function may carry it too, as a file builder does); cheap helpers (dates, names,
 * schemas) do not. This finds the places that call one inside a transaction.
 */

/** Functions whose callbacks run inside a database transaction (apps/server/src/db). */
const RUNNERS = new Set(['withTenant', 'withSystem', 'withNoTenant', 'withSavepoint']);

/** Type names of a transaction: a function given one as a parameter runs inside it. */
const TRANSACTION_TYPES = new Set(['Tx', 'Transaction']);

/** A comment that allows the computation below it, with its reason: `// computation-in-transaction: <why>`. */
const MARKER = /computation-in-transaction:\s*\S/;

/** A computation called inside a transaction's callback. */
export interface Finding {
  path: string;
  line: number;
  computation: string;
  /** The same file's function the callback calls, which calls the computation. */
  via?: string;
}

export const describeFinding = (finding: Finding) =>
  `${finding.path}:${finding.line} ${finding.via ? `${finding.via}() → ` : ''}${finding.computation}`;

interface Options {
  /** The package whose marked computations count, as it is imported ('@rahti/domain'). */
  packageName: string;
  packageComputations: ReadonlySet<string>;
}

const isFunctionLike = (node: ts.Node): node is ts.ArrowFunction | ts.FunctionExpression =>
  ts.isArrowFunction(node) || ts.isFunctionExpression(node);

/** `….transaction()….execute(callback)`: Kysely's own transaction. */
function isKyselyTransaction(call: ts.CallExpression): boolean {
  if (!ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'execute') return false;
  for (let node: ts.Expression = call.expression.expression; ;) {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isPropertyAccessExpression(callee) && callee.name.text === 'transaction') return true;
      node = callee;
    } else if (ts.isPropertyAccessExpression(node)) node = node.expression;
    else return false;
  }
}

/** Does the function take a transaction (a parameter typed `Tx` or `Transaction<…>`)? */
export const takesTransaction = (fn: ts.SignatureDeclaration) =>
  fn.parameters.some(
    (parameter) =>
      parameter.type !== undefined &&
      ts.isTypeReferenceNode(parameter.type) &&
      ts.isIdentifier(parameter.type.typeName) &&
      TRANSACTION_TYPES.has(parameter.type.typeName.text),
  );

const hasMarker = (text: string, node: ts.Node) =>
  (ts.getLeadingCommentRanges(text, node.getFullStart()) ?? []).some((range) =>
    MARKER.test(text.slice(range.pos, range.end)),
  );

/** Is there a marker comment before the flagged call or before anything around it, up to the transaction's statement? */
function isAllowed(file: ts.SourceFile, flagged: ts.Node, transaction: ts.Node): boolean {
  let passed = false;
  for (let node: ts.Node = flagged; !ts.isSourceFile(node); node = node.parent) {
    if (hasMarker(file.text, node)) return true;
    if (node === transaction) passed = true;
    const parent = node.parent;
    if (passed && (ts.isBlock(parent) || ts.isSourceFile(parent) || ts.isFunctionLike(parent))) return false;
  }
  return false;
}

/** What one file can call: its imported and own computations, its helpers, and its transaction wrappers. */
class FileScope {
  /** Local name → the computation's name, for plain calls. */
  private readonly computations = new Map<string, string>();
  /** Namespace import → the computations it holds. */
  private readonly namespaces = new Map<string, ReadonlySet<string>>();
  private readonly helpers = new Map<string, NamedFunction[]>();
  /** Local wrappers of a transaction (`inTenant(auth, work)`) → the positions of their callbacks. */
  readonly wrappers = new Map<string, number[]>();

  constructor(
    path: string,
    readonly file: ts.SourceFile,
    functions: readonly NamedFunction[],
    options: Options,
    markedIn: (path: string) => ReadonlySet<string> | undefined,
    paths: ReadonlySet<string>,
  ) {
    for (const statement of this.file.statements) {
      if (!ts.isImportDeclaration(statement) || !statement.importClause || statement.importClause.isTypeOnly) continue;
      const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
      const target = specifier.startsWith('.') ? resolveRelative(path, specifier, paths) : undefined;
      const marked =
        specifier === options.packageName ? options.packageComputations : target ? markedIn(target) : undefined;
      const bindings = statement.importClause.namedBindings;
      if (!marked || !bindings) continue;
      if (ts.isNamespaceImport(bindings)) this.namespaces.set(bindings.name.text, marked);
      else
        for (const element of bindings.elements) {
          const imported = (element.propertyName ?? element.name).text;
          if (!element.isTypeOnly && marked.has(imported)) this.computations.set(element.name.text, imported);
        }
    }
    for (const fn of functions) {
      if (fn.computation) this.computations.set(fn.name, fn.name);
      else this.helpers.set(fn.name, [...(this.helpers.get(fn.name) ?? []), fn]);
    }
    for (const fn of functions) {
      const parameters = fn.node.parameters.map((parameter) =>
        ts.isIdentifier(parameter.name) ? parameter.name.text : undefined,
      );
      const positions = new Set<number>();
      const positionOf = (node: ts.Node) => (ts.isIdentifier(node) ? parameters.indexOf(node.text) : -1);
      // A parameter handed to the transaction, or called inside its callback, runs inside it.
      const calledIn = (node: ts.Node) => {
        if (ts.isCallExpression(node) && positionOf(node.expression) >= 0) positions.add(positionOf(node.expression));
        ts.forEachChild(node, calledIn);
      };
      const visit = (node: ts.Node) => {
        if (ts.isCallExpression(node) && this.isTransaction(node))
          for (const argument of node.arguments) {
            if (positionOf(argument) >= 0) positions.add(positionOf(argument));
            if (isFunctionLike(argument)) calledIn(argument.body);
          }
        ts.forEachChild(node, visit);
      };
      if (fn.node.body) visit(fn.node.body);
      if (positions.size > 0) this.wrappers.set(fn.name, [...positions]);
    }
  }

  isTransaction(call: ts.CallExpression): boolean {
    const callee = call.expression;
    return (ts.isIdentifier(callee) && RUNNERS.has(callee.text)) || isKyselyTransaction(call);
  }

  /** The callbacks a call runs inside a transaction, if it is one. */
  callbacksOf(call: ts.CallExpression): ts.FunctionLikeDeclaration[] {
    const callee = call.expression;
    const wrapped = ts.isIdentifier(callee) ? this.wrappers.get(callee.text) : undefined;
    const candidates = this.isTransaction(call)
      ? [...call.arguments]
      : wrapped
        ? wrapped.flatMap((position) => call.arguments[position] ?? [])
        : [];
    return candidates.flatMap((argument): ts.FunctionLikeDeclaration[] => {
      if (isFunctionLike(argument)) return [argument];
      if (ts.isIdentifier(argument)) return (this.helpers.get(argument.text) ?? []).map((fn) => fn.node);
      return [];
    });
  }

  /** The computation an expression names (a callee, or a function handed to `map`), if any. */
  computationOf(expression: ts.Expression): string | undefined {
    if (ts.isIdentifier(expression)) return this.computations.get(expression.text);
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const name = expression.name.text;
      return this.namespaces.get(expression.expression.text)?.has(name) ? name : undefined;
    }
    return undefined;
  }

  helpersCalled(expression: ts.Expression): NamedFunction[] {
    return ts.isIdentifier(expression) ? (this.helpers.get(expression.text) ?? []) : [];
  }
}

/** The computations `body` calls, directly or (when `followHelpers`) through one of the file's own functions. */
function computationCalls(
  scope: FileScope,
  body: ts.Node,
  followHelpers: boolean,
): { node: ts.Node; computation: string; via?: string }[] {
  const found: { node: ts.Node; computation: string; via?: string }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      for (const used of [node.expression, ...node.arguments]) {
        const computation = scope.computationOf(used);
        if (computation) found.push({ node: used, computation });
      }
      if (followHelpers)
        for (const helper of scope.helpersCalled(node.expression)) {
          // A function written inside the callback is read with it already; one that takes the
          // transaction is read as a transaction's function of its own.
          if (helper.node.pos >= body.pos && helper.node.end <= body.end) continue;
          if (takesTransaction(helper.node)) continue;
          if (helper.node.body)
            for (const inner of computationCalls(scope, helper.node.body, false))
              found.push({ node: node.expression, computation: inner.computation, via: helper.name });
        }
    }
    ts.forEachChild(node, visit);
  };
  visit(body);
  return found;
}

/**
 * Every call of a marked computation inside a transaction's callback, in nested functions too,
 * and one level into the same file's functions the callback calls. A computation counts when it
 * is imported from the package and marked `@computation` there, or marked so in these sources.
 * A `// computation-in-transaction: <reason>` comment before the call, or before a statement
 * around it up to the transaction, allows it.
 */
export function computationsInTransactions(sources: readonly Source[], options: Options): Finding[] {
  const files = new Map(sources.map((source) => [source.path, parse(source)]));
  const functions = new Map([...files].map(([path, file]) => [path, namedFunctions(file)]));
  const marked = new Map(
    [...functions].map(([path, named]) => [
      path,
      new Set(named.filter((fn) => fn.exported && fn.computation).map((fn) => fn.name)),
    ]),
  );
  const paths = new Set(files.keys());

  const findings = new Map<string, Finding>();
  for (const [path, file] of files) {
    const scope = new FileScope(path, file, functions.get(path)!, options, (target) => marked.get(target), paths);
    /** `transaction` is the call that opens it, or the function that is given it. */
    const check = (body: ts.Node, transaction: ts.Node) => {
      for (const call of computationCalls(scope, body, true)) {
        if (isAllowed(file, call.node, transaction)) continue;
        const line = file.getLineAndCharacterOfPosition(call.node.getStart()).line + 1;
        const finding = { path, line, computation: call.computation, via: call.via };
        findings.set(describeFinding(finding), finding);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node))
        for (const callback of scope.callbacksOf(node)) if (callback.body) check(callback.body, node);
      if (ts.isFunctionLike(node) && takesTransaction(node) && 'body' in node && node.body) check(node.body, node);
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...findings.values()].sort((a, b) => a.path.localeCompare(b.path) || a.line - b.line);
}
