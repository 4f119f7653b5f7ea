/**
 * ESLint rule `story-point/max-class-lines`: no class a reader must scroll through
 * (docs/architecture.md, Layering rules). ESLint's own rules measure a file (`max-lines`) and
 * a function (`max-lines-per-function`) but not a class; this one measures a class as
 * tests/support/unit-sizes.ts does, from the line of its first token to that of its last.
 */

/** @type {import('eslint').Rule.RuleModule} */
const maxClassLines = {
  meta: {
    type: 'suggestion',
    docs: { description: 'A class holds at most `max` lines.' },
    schema: [
      {
        type: 'object',
        properties: { max: { type: 'integer', minimum: 1 } },
        additionalProperties: false,
      },
    ],
    messages: {
      long: 'Class {{name}} has {{lines}} lines, past the limit of {{max}}: split it along its responsibilities.',
    },
  },
  create(context) {
    const max = context.options[0]?.max ?? 300;
    const check = (node) => {
      const lines = node.loc.end.line - node.loc.start.line + 1;
      if (lines <= max) return;
      const name = node.id?.name ?? '(anonymous)';
      context.report({ node: node.id ?? node, messageId: 'long', data: { name, lines, max } });
    };
    return { ClassDeclaration: check, ClassExpression: check };
  },
};

export default { rules: { 'max-class-lines': maxClassLines } };
