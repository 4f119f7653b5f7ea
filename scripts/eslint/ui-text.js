/**
 * ESLint rule `story-point/no-literal-ui-text`: words a person reads in the UI come from
 * the language catalogue (renderer/i18n), never from a string written in a component.
 * It looks at JSX text and at the props a person reads or hears (aria-label, title,
 * placeholder, label, ...), including strings reached through `{cond ? 'a' : 'b'}`,
 * joined with `+` or a template, passed through String() or .join(), or kept in a
 * `const` of the same file whose name is rendered (`const label = 'Open'; … {label}`).
 * Text without a letter (symbols, numbers, card values like ½ or ☕), addresses and the
 * names in `allow` (the product's name, T-shirt sizes) may stay literal.
 */

/** Props whose value a person reads on screen or hears from a screen reader. */
const READ_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'label',
  'alt',
  'helperText',
  'aria-placeholder',
  // MUI's texts (ListItemText, Snackbar, Alert, Tooltip ...).
  'primary',
  'secondary',
  'message',
  'caption',
  'description',
  'tooltip',
  'heading',
  // Our own controls' texts (ui/phone/controls.tsx, status labels, full-text popups).
  'help',
  'hint',
  'text',
]);

const HAS_LETTER = /\p{L}/u;
/** An address (https://…, mailto:…) is not a word to translate. */
const ADDRESS = /^[a-z][a-z+.-]*:\S*$/i;

/** Calls that keep the words of what they are given: String(x), x.join(), x.concat(y), x.trim() ... */
const WORD_KEEPING_METHODS = new Set([
  'join',
  'concat',
  'trim',
  'toUpperCase',
  'toLowerCase',
  'toLocaleUpperCase',
  'toLocaleLowerCase',
  'padStart',
  'padEnd',
  'repeat',
  'toString',
]);

/**
 * The initial value of a `const` named `identifier` in this file, if it has one: the
 * words it holds are shown wherever its name is.
 */
function constValue(identifier, scopeOf) {
  let scope = scopeOf(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const def = variable.defs[0];
      const declarator = def?.node;
      const constant = def?.type === 'Variable' && def.parent?.kind === 'const';
      return constant && declarator?.id?.type === 'Identifier' ? declarator.init : null;
    }
    scope = scope.upper;
  }
  return null;
}

/**
 * The string literals an expression may evaluate to (branches, fallbacks, templates,
 * concatenations, constants of this file). `seen` stops a constant read twice.
 */
function literalStrings(node, scopeOf, seen = new Set()) {
  if (!node) return [];
  const inner = (n) => literalStrings(n, scopeOf, seen);
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((q) => ({ node: q, text: q.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...inner(node.consequent), ...inner(node.alternate)];
    case 'LogicalExpression':
      return [...inner(node.left), ...inner(node.right)];
    case 'BinaryExpression':
      return node.operator === '+' ? [...inner(node.left), ...inner(node.right)] : [];
    case 'ArrayExpression':
      return node.elements.flatMap((e) => inner(e));
    case 'CallExpression': {
      const { callee } = node;
      if (callee.type === 'Identifier' && callee.name === 'String') return inner(node.arguments[0]);
      const method =
        callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
      if (!WORD_KEEPING_METHODS.has(method)) return [];
      return [...inner(callee.object), ...node.arguments.flatMap((a) => inner(a))];
    }
    case 'Identifier': {
      const value = seen.has(node.name) ? null : constValue(node, scopeOf);
      if (!value) return [];
      seen.add(node.name);
      // Reported where the name is shown, so the place to change is plain.
      return inner(value).map((found) => ({ node, text: found.text }));
    }
    case 'JSXExpressionContainer':
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return inner(node.expression);
    default:
      return [];
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'Words shown in the UI come from the language catalogue.' },
    schema: [
      {
        type: 'object',
        properties: { allow: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
    messages: {
      literal:
        'Text a person reads ("{{text}}") comes from the language catalogue (renderer/i18n/en/*.ts and every translation, read with useText), not a literal in the UI.',
    },
  },
  create(context) {
    const allow = new Set(context.options[0]?.allow ?? []);
    const scopeOf = (node) => context.sourceCode.getScope(node);
    const check = (node, text) => {
      const words = text.trim();
      if (!HAS_LETTER.test(words) || allow.has(words) || ADDRESS.test(words)) return;
      context.report({ node, messageId: 'literal', data: { text: words.slice(0, 40) } });
    };
    const checkExpression = (expression) => {
      for (const found of literalStrings(expression, scopeOf)) check(found.node, found.text);
    };
    return {
      JSXText(node) {
        check(node, node.value);
      },
      // A string put in braces as a child: <b>{'Text'}</b>, <b>{on ? 'On' : 'Off'}</b>.
      'JSXElement > JSXExpressionContainer, JSXFragment > JSXExpressionContainer'(node) {
        checkExpression(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (name && READ_PROPS.has(name)) checkExpression(node.value);
      },
    };
  },
};

export default { rules: { 'no-literal-ui-text': noLiteralUiText } };
