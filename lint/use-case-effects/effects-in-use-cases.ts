import ts from 'typescript';

// A use case holds its transaction (and the rows it locked) until it returns: a provider call or a
// file-store write made while it runs keeps them locked for as long as the outside service takes,
// and is not undone when the transaction rolls back (docs/decisions/029-what-runs-inside-a-use-case.md).
// Both are reached only through the AppContext (`ctx.integrations`, `ctx.files`), so a use
// case's code is read for those, and so is every function of the tree it calls, at any depth.

/** The AppContext's members a use case may not touch: the providers and the file store. */
const OUTSIDE_EFFECTS: ReadonlySet<string> = new Set(['integrations', 'files']);

/**
 * Where a function is given to be called with no transaction open (the courier's questions of
 * returns, asked between two runs of the use case): its body is not the use case's.
 */
const DEFERRED_OUTSIDE: ReadonlySet<string> = new Set(['CourierQuestion']);

/** A provider or file-store reach found while a use case's transaction is open. */
export interface EffectInUseCase {
  /** `path:line` of the reach. */
  at: string;
  /** The expression, as written (`ctx.integrations.payments`). */
  what: string;
  /** `path:line` of the use case's code it runs under (the runUseCase callback, or the step). */
  under: string;
}

type FunctionLike = ts.FunctionLikeDeclaration & { body: ts.Node };

const hasBody = (node: ts.Node): node is FunctionLike =>
  ts.isFunctionLike(node) && 'body' in node && node.body !== undefined;

function named(checker: ts.TypeChecker, node: ts.Node): string | undefined {
  const symbol = checker.getSymbolAtLocation(node);
  if (!symbol) return undefined;
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return target.name;
}

const typeNamed = (type: ts.Type, name: string) =>
  (type.aliasSymbol ?? type.getSymbol())?.name === name;

/**
 * Where a use case's code starts: each function given to `runUseCase`, and each function taking
 * a `UseCaseScope` (a step, a sheet applier, a hook), explicitly typed or not.
 */
function useCaseRoots(checker: ts.TypeChecker, file: ts.SourceFile): FunctionLike[] {
  const roots: FunctionLike[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && named(checker, node.expression) === 'runUseCase') {
      for (const argument of node.arguments) if (hasBody(argument)) roots.push(argument);
    } else if (
      hasBody(node) &&
      node.parameters.some((p) => typeNamed(checker.getTypeAtLocation(p), 'UseCaseScope'))
    ) {
      roots.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return roots;
}

function where(node: ts.Node, root: string): string {
  const file = node.getSourceFile();
  const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
  return `${file.fileName.slice(root.length)}:${line + 1}`;
}

/** The AppContext member a node reaches, when it is a provider or the file store. */
function outsideEffectOf(checker: ts.TypeChecker, node: ts.Node): string | undefined {
  const isContext = (expression: ts.Expression) =>
    typeNamed(checker.getTypeAtLocation(expression), 'AppContext');
  // `ctx.integrations.payments.cancelLink(…)`: a call through the member, not a read of a name.
  if (ts.isPropertyAccessExpression(node) && OUTSIDE_EFFECTS.has(node.name.text)) {
    let outer: ts.Node = node;
    while (ts.isPropertyAccessExpression(outer.parent) && outer.parent.expression === outer) {
      outer = outer.parent;
    }
    const called = ts.isCallExpression(outer.parent) && outer.parent.expression === outer;
    return called && isContext(node.expression) ? outer.getText() : undefined;
  }
  // `const { files } = ctx`
  if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer) {
    const taken = node.name.elements.filter((e) =>
      OUTSIDE_EFFECTS.has((e.propertyName ?? e.name).getText()),
    );
    if (taken.length > 0 && isContext(node.initializer)) return node.getText();
  }
  return undefined;
}

/** A function given as the property of an object typed as one called outside the transaction. */
function deferredOutside(checker: ts.TypeChecker, node: ts.Node): boolean {
  if (!ts.isFunctionLike(node) || !ts.isPropertyAssignment(node.parent)) return false;
  const holder = checker.getContextualType(node.parent.parent as ts.ObjectLiteralExpression);
  const name = holder && (holder.aliasSymbol ?? holder.getSymbol())?.name;
  return name !== undefined && DEFERRED_OUTSIDE.has(name);
}

/** The functions of the tree a call may run: its callee's declarations that have a body. */
function calleesOf(
  checker: ts.TypeChecker,
  call: ts.CallExpression,
  inTree: (f: ts.SourceFile) => boolean,
) {
  const symbol = checker.getSymbolAtLocation(call.expression);
  if (!symbol) return [];
  const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  return (target.declarations ?? []).flatMap((declaration) => {
    if (!inTree(declaration.getSourceFile())) return [];
    if (hasBody(declaration)) return [declaration];
    // `const step = async (...) => ...`
    if (
      ts.isVariableDeclaration(declaration) &&
      declaration.initializer &&
      hasBody(declaration.initializer)
    ) {
      return [declaration.initializer];
    }
    return [];
  });
}

/**
 * Every provider call and file-store reach made while a use case's transaction is open, in the
 * files `inTree` accepts: lexically inside a use case's code, or inside a function of the tree it
 * calls (followed through imports, at any depth).
 */
export function effectsInUseCases(
  program: ts.Program,
  inTree: (file: ts.SourceFile) => boolean,
  root: string,
): EffectInUseCase[] {
  const checker = program.getTypeChecker();
  const found: EffectInUseCase[] = [];
  const seen = new Set<ts.Node>();
  const scan = (fn: FunctionLike, under: string) => {
    if (seen.has(fn)) return;
    seen.add(fn);
    const visit = (node: ts.Node) => {
      if (node !== fn.body && deferredOutside(checker, node)) return;
      const what = outsideEffectOf(checker, node);
      if (what) found.push({ at: where(node, root), what, under });
      if (ts.isCallExpression(node)) {
        for (const callee of calleesOf(checker, node, inTree)) scan(callee, under);
      }
      ts.forEachChild(node, visit);
    };
    visit(fn.body);
  };
  for (const file of program.getSourceFiles().filter(inTree)) {
    for (const fn of useCaseRoots(checker, file)) scan(fn, where(fn, root));
  }
  return found;
}
