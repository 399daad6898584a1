import ts from 'typescript';

/** One place the check objects to, as `file:line: text`. */
export interface Finding {
  file: string;
  line: number;
  text: string;
}

/**
 * Attributes whose value a person reads or hears: the DOM's own, and the text props of our components
 * (ConfirmDialog's confirmLabel, RoleMenu's panelLabel...). A component with a new text prop adds its name here.
 */
export const TEXT_ATTRIBUTES = new Set([
  'alt',
  'aria-description',
  'aria-label',
  'aria-valuetext',
  'cancelLabel',
  'confirmLabel',
  'description',
  'emptyText',
  'heading',
  'label',
  'message',
  'panelLabel',
  'placeholder',
  'roleLabel',
  'subtitle',
  'title',
]);

/** Object properties that carry text to a page (link lists, menus, tabs): `{ to, label: 'Pricing' }`. */
const TEXT_PROPERTIES = new Set(['label', 'title', 'description', 'message', 'heading', 'placeholder']);

const LETTER = /\p{L}/u;

/** A string literal, or the fixed parts of a template, that contain letters. */
function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return LETTER.test(node.text) ? node.text : null;
  if (ts.isTemplateExpression(node)) {
    const fixed = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join('…');
    return LETTER.test(fixed) ? fixed : null;
  }
  if (ts.isConditionalExpression(node)) return literalText(node.whenTrue) ?? literalText(node.whenFalse);
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken, ts.SyntaxKind.AmpersandAmpersandToken].includes(
      node.operatorToken.kind,
    )
  )
    return literalText(node.right);
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  return null;
}

function attributeValue(initializer: ts.JsxAttributeValue | undefined): ts.Node | undefined {
  if (!initializer) return undefined;
  if (ts.isJsxExpression(initializer)) return initializer.expression;
  return initializer;
}

function isToastCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 'toast';
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && callee.expression.text === 'toast';
}

function propertyName(name: ts.PropertyName | ts.JsxAttributeName): string {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();
}

/** User-facing literals in one source file: JSX text, text attributes and properties, toast messages. */
export function findUntranslated(fileName: string, source: string): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) =>
    findings.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: text.trim() });
  const check = (node: ts.Node | undefined) => {
    const text = node && literalText(node);
    if (node && text) report(node, text);
  };

  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && LETTER.test(node.text)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent)))
      check(node.expression);
    else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(propertyName(node.name))) check(attributeValue(node.initializer));
    else if (ts.isPropertyAssignment(node) && TEXT_PROPERTIES.has(propertyName(node.name))) check(node.initializer);
    else if (ts.isCallExpression(node) && isToastCall(node)) check(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** A key the code uses, with the namespace it is looked up in. */
export interface KeyUse {
  file: string;
  line: number;
  namespace: string;
  key: string;
}

/** The namespace `useTranslation('billing')` names in the file; `common` when there is none. */
function fileNamespace(file: ts.SourceFile): string {
  let namespace = 'common';
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const [first] = node.arguments;
      const literal = first && ts.isArrayLiteralExpression(first) ? first.elements[0] : first;
      if (literal && ts.isStringLiteral(literal)) namespace = literal.text;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return namespace;
}

/** Properties that hold a key for a later t() call, the keyed twins of TEXT_PROPERTIES. */
const KEY_PROPERTIES = /^(label|title|description|message|heading|placeholder)Key$/;

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/**
 * Keys used in one file: `t('key')`, `<Trans i18nKey="key">`, and string values of properties like `labelKey`
 * (`{ to, labelKey: 'footer.links.faq' }`), which the code passes to t() later. `ns:key` names another namespace.
 */
export function findKeyUses(fileName: string, source: string): KeyUse[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const namespace = fileNamespace(file);
  const uses: KeyUse[] = [];
  const use = (node: ts.Node | undefined) => {
    if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return;
    const [ns, key] = node.text.includes(':') ? node.text.split(':', 2) : [namespace, node.text];
    uses.push({
      file: fileName,
      line: file.getLineAndCharacterOfPosition(node.getStart()).line + 1,
      namespace: ns ?? namespace,
      key: key ?? '',
    });
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && isTranslateCall(node)) use(node.arguments[0]);
    else if (ts.isJsxAttribute(node) && propertyName(node.name) === 'i18nKey') use(attributeValue(node.initializer));
    else if (ts.isPropertyAssignment(node) && KEY_PROPERTIES.test(propertyName(node.name))) use(node.initializer);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return uses;
}
