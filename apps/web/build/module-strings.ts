import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** A call in a module's text the build rewrites: where it starts and ends, and the module it names. */
export interface NamedModuleCall {
  start: number;
  end: number;
  /** The named module's file, resolved. */
  file: string;
}

/** What the build needs to know of one source module. */
export interface ModuleFacts {
  /** Files it imports for their code (type-only imports bring none). */
  staticImports: string[];
  /** The string namespaces its components ask for with `useTranslation(...)`. */
  namespaces: string[];
  /** Its `import('./x')` calls: the modules it loads later. */
  lazyImports: NamedModuleCall[];
  /** Its `stringsOf('./x')` calls. */
  stringsOfCalls: NamedModuleCall[];
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file a relative specifier names, or null for a package, a stylesheet or anything that is not source. */
export function resolveSource(fromFile: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier);
  if (/\.tsx?$/.test(base) && existsSync(base)) return base;
  for (const extension of EXTENSIONS) {
    if (existsSync(base + extension)) return base + extension;
  }
  return null;
}

function literalStrings(node: ts.Node | undefined): string[] {
  if (!node) return [];
  if (ts.isStringLiteralLike(node)) return [node.text];
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((element) => literalStrings(element));
  return [];
}

function isTypeOnly(statement: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(statement)) return statement.isTypeOnly;
  return statement.importClause?.isTypeOnly ?? false;
}

/** Reads a module's imports, its namespaces and the calls the build rewrites. */
export function readModuleFacts(file: string, text: string, defaultNamespace: string): ModuleFacts {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const facts: ModuleFacts = { staticImports: [], namespaces: [], lazyImports: [], stringsOfCalls: [] };
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && !isTypeOnly(statement)) {
      const resolved = resolveSource(file, (statement.moduleSpecifier as ts.StringLiteral).text);
      if (resolved) facts.staticImports.push(resolved);
    }
  }
  const namedModuleCall = (call: ts.CallExpression): NamedModuleCall | null => {
    const [argument] = call.arguments;
    const resolved = argument && ts.isStringLiteralLike(argument) ? resolveSource(file, argument.text) : null;
    return resolved ? { start: call.getStart(source), end: call.getEnd(), file: resolved } : null;
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        const call = namedModuleCall(node);
        if (call) facts.lazyImports.push(call);
      } else if (ts.isIdentifier(callee) && callee.text === 'useTranslation') {
        const namespaces = literalStrings(node.arguments[0]);
        facts.namespaces.push(...(node.arguments.length === 0 ? [defaultNamespace] : namespaces));
      } else if (ts.isIdentifier(callee) && callee.text === 'stringsOf') {
        const call = namedModuleCall(node);
        if (call) facts.stringsOfCalls.push(call);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return facts;
}

/**
 * The string namespaces a module's components can show: its own and those of every module it imports for its code,
 * however deep, but not of modules it loads later with `import()` (those bring their own when they come).
 */
export class ModuleStrings {
  private readonly facts = new Map<string, { mtimeMs: number; facts: ModuleFacts }>();

  constructor(private readonly defaultNamespace: string) {}

  /** A module's facts, read again only when the file has changed since. */
  factsOf(file: string, text?: string): ModuleFacts {
    const { mtimeMs } = statSync(file);
    const known = this.facts.get(file);
    if (known && known.mtimeMs === mtimeMs && text === undefined) return known.facts;
    const facts = readModuleFacts(file, text ?? readFileSync(file, 'utf8'), this.defaultNamespace);
    this.facts.set(file, { mtimeMs, facts });
    return facts;
  }

  /** The namespaces of a module and everything it imports statically, sorted. */
  namespacesOf(file: string): string[] {
    const namespaces = new Set<string>();
    const seen = new Set<string>();
    const pending = [file];
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      if (seen.has(next)) continue;
      seen.add(next);
      const facts = this.factsOf(next);
      for (const namespace of facts.namespaces) namespaces.add(namespace);
      pending.push(...facts.staticImports);
    }
    return [...namespaces].sort();
  }
}
