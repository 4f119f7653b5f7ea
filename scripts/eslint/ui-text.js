/**
 * ESLint rule `story-point/no-literal-ui-text`: words a person reads in the UI come from
 * the language catalogue (renderer/i18n), never from a string written in a component.
 * It looks at JSX text and at the props a person reads or hears (aria-label, title,
 * placeholder, label, ...), including strings reached through `{cond ? 'a' : 'b'}`.
 * Text without a letter (symbols, numbers, card values like ½ or ☕) and the names in
 * `allow` (the product's name, T-shirt sizes) may stay literal.
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
  // Our own controls' texts under a field (ui/vote/controls.tsx).
  'help',
  'hint',
]);

const HAS_LETTER = /\p{L}/u;

/** The string literals an expression may evaluate to (branches, fallbacks, templates). */
function literalStrings(node) {
  if (!node) return [];
  switch (node.type) {
    case 'Literal':
      return typeof node.value === 'string' ? [{ node, text: node.value }] : [];
    case 'TemplateLiteral':
      return node.quasis.map((q) => ({ node: q, text: q.value.cooked ?? '' }));
    case 'ConditionalExpression':
      return [...literalStrings(node.consequent), ...literalStrings(node.alternate)];
    case 'LogicalExpression':
      return [...literalStrings(node.left), ...literalStrings(node.right)];
    case 'JSXExpressionContainer':
      return literalStrings(node.expression);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
      return literalStrings(node.expression);
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
    const check = (node, text) => {
      const words = text.trim();
      if (!HAS_LETTER.test(words) || allow.has(words)) return;
      context.report({ node, messageId: 'literal', data: { text: words.slice(0, 40) } });
    };
    const checkExpression = (expression) => {
      for (const found of literalStrings(expression)) check(found.node, found.text);
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
