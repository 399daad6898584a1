import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One message of the API as its source writes it: `{0}`, `{1}`... stand for the values a template inserts. */
export interface FoundMessage {
  file: string;
  line: number;
  template: string;
}

/**
 * Parts of the API whose text never reaches the `message` of an envelope: wording with translations of its own
 * (e-mails, page meta, PDFs), the partner API (developer-facing, see docs/decisions.md), and code that only logs.
 */
const SKIPPED_PATHS = [
  /(^|\/)[^/]*\.test\.ts$/,
  /(^|\/)[^/]*test-(helpers|app|oidc-provider)\.ts$/,
  /^(config|crypto|db|demo|i18n|jobs|liveness|mail|metrics|scripts|storage|web)\//,
  /^(app|app-deps|job-workers|lifecycle|server|worker)\.ts$/,
  /^http\/messages\//,
  /^modules\/seo\//,
  /^modules\/partner-api\//,
  /^modules\/webhooks\/webhooks-partner\.routes\.ts$/,
  /(^|\/)[^/]*(mail|pdf|sms)[^/]*\.ts$/,
  /\.job\.ts$|-jobs?\.ts$/,
];

/** Errors whose message is for the logs: the error handler answers them with a generic 500. */
const INTERNAL_ERRORS = new Set([
  'Error',
  'TypeError',
  'RangeError',
  'ConfigError',
  'EnvValueError',
  'ProcessFailedError',
  'SmsDeliveryError',
  'StorageObjectNotFoundError',
  'StorageUnavailableError',
  'InvalidStorageKeyError',
  'DataDirectoryInUseError',
]);

const LOG_METHODS = new Set(['trace', 'debug', 'info', 'warn', 'error', 'fatal']);
/** Route options (and the constants they are built from) that describe the API for OpenAPI, not for its users. */
const DOCUMENTATION_PROPERTIES = new Set(['schema', 'description', 'summary']);

const WORD = /\p{L}{2,}/u;
/** Text that reads as a sentence or a phrase of one: two words of letters. */
const WORDS = /\p{L}{2,}[ ,]+\p{L}{2,}/u;
/** A sentence of ours: a capital (or a value) first, a full stop, question or exclamation mark last. */
const SENTENCE = /^(\p{Lu}|\{\d+\})[\s\S]*[.?!]$/u;

/** Calls whose argument at the given position is the message of an envelope. */
const MESSAGE_ARGUMENTS: Record<string, number> = {
  HttpError: 1,
  MediaRejectedError: 0,
  invalidField: 1,
  notFound: 0,
  conflict: 0,
  sendOk: 2,
  errorEnvelope: 1,
};
/** A constant or function of messages: `AUTH_MESSAGES = { ... }`, `NOT_MULTIPART_MESSAGE`, `messageOf(...)`. */
const MESSAGE_NAME = /(MESSAGES?|[a-z]Messages?|^messageOf)$/;

/** `stateWord('file-status', …)`: a value the reader gets in their language's word (state-words.ts). */
const isStateWordCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'stateWord';

/** `:kind` for a slot the source fills with a state word, so that the catalogues carry the kind with the message. */
function slotKindOf(value: ts.Expression): string {
  const kind = isStateWordCall(value) ? value.arguments[0] : undefined;
  return kind && ts.isStringLiteral(kind) ? `:${kind.text}` : '';
}

function templateOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return (
      node.head.text + node.templateSpans.map((span, index) => `{${index}${slotKindOf(span.expression)}}${span.literal.text}`).join('')
    );
  }
  return undefined;
}

function isLogCall(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && LOG_METHODS.has(callee.name.text) && /log/i.test(callee.expression.getText());
}

/** PDFKit's `doc.text(...)`: the text of a PDF (a licence certificate), worded where the PDF is made. */
function isPdfText(call: ts.CallExpression): boolean {
  const callee = call.expression;
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 'text' && callee.expression.getText() === 'doc';
}

/** Whether a literal is in a place whose text never reaches a person through an envelope. */
function isOutOfScope(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) || ts.isLiteralTypeNode(parent) || ts.isCaseClause(parent)) return true;
  if (isStateWordCall(parent)) return true;
  if (
    ts.isBinaryExpression(parent) &&
    [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(parent.operatorToken.kind)
  )
    return true;
  for (let at: ts.Node = node; at.parent; at = at.parent) {
    const up = at.parent;
    if (ts.isImportDeclaration(up) || ts.isExportDeclaration(up) || ts.isTaggedTemplateExpression(up)) return true;
    if (ts.isCallExpression(up) && (isLogCall(up) || isPdfText(up))) return true;
    if (ts.isVariableDeclaration(up) && DOCUMENTATION_PROPERTIES.has(up.name.getText())) return true;
    if (ts.isNewExpression(up) && ts.isIdentifier(up.expression) && INTERNAL_ERRORS.has(up.expression.text)) return true;
    if (ts.isPropertyAssignment(up) && DOCUMENTATION_PROPERTIES.has(up.name.getText())) return true;
  }
  return false;
}

function calleeName(call: ts.CallExpression | ts.NewExpression): string | undefined {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  return ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
}

/**
 * Whether a literal is a message by where it stands, whatever its wording: an argument that becomes a message, the
 * value of a `message` property or parameter, anything in a constant or function of messages; through `a ? b : c`, `a ?? b` and arrow bodies.
 */
function isMessageByPlace(node: ts.Node): boolean {
  let at: ts.Node = node;
  while (
    ts.isConditionalExpression(at.parent) ||
    ts.isParenthesizedExpression(at.parent) ||
    (ts.isBinaryExpression(at.parent) && at.parent.right === at) ||
    (ts.isArrowFunction(at.parent) && at.parent.body === at)
  )
    at = at.parent;
  const parent = at.parent;
  if ((ts.isCallExpression(parent) || ts.isNewExpression(parent)) && parent.arguments) {
    const position = MESSAGE_ARGUMENTS[calleeName(parent) ?? ''];
    if (position !== undefined && parent.arguments[position] === at) return true;
  }
  const named = ts.isPropertyAssignment(parent) || ts.isParameter(parent) ? parent : undefined;
  if (named && named.initializer === at && named.name.getText() === 'message') return true;
  for (let up: ts.Node = node; up.parent; up = up.parent) {
    const declared = ts.isVariableDeclaration(up) || ts.isFunctionDeclaration(up) ? up.name : undefined;
    if (declared && MESSAGE_NAME.test(declared.getText())) return true;
  }
  return false;
}

/**
 * The messages of one source file: literals in a place that makes them messages, and, where `sentences` is on, every
 * other sentence in code that may answer a request.
 */
export function findMessages(fileName: string, source: string, sentences = true): FoundMessage[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: FoundMessage[] = [];
  const visit = (node: ts.Node) => {
    const template = templateOf(node);
    const isMessage = (text: string) =>
      (WORD.test(text) && isMessageByPlace(node)) || (sentences && WORDS.test(text) && SENTENCE.test(text));
    if (template !== undefined && isMessage(template) && !isOutOfScope(node)) {
      found.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, template });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function sourceFiles(root: string): string[] {
  return (readdirSync(root, { recursive: true }) as string[])
    .map((name) => name.split(path.sep).join('/'))
    .filter((name) => name.endsWith('.ts') && !SKIPPED_PATHS.some((pattern) => pattern.test(name)));
}

/**
 * Every message of the API: in its source (`apiRoot`, apps/api/src) by place and by shape, and in the shared contracts
 * (`contractsRoot`, packages/contracts/src) by place only, as their other text describes the API for OpenAPI.
 */
export function findApiMessages(apiRoot: string, contractsRoot: string): FoundMessage[] {
  const read = (root: string, sentences: boolean, prefix: string) =>
    sourceFiles(root).flatMap((name) =>
      findMessages(name, readFileSync(path.join(root, name), 'utf8'), sentences).map((found) => ({ ...found, file: prefix + found.file })),
    );
  return [...read(apiRoot, true, ''), ...read(contractsRoot, false, 'contracts/')];
}
