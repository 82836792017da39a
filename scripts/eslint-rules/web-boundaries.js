// ESLint rule: the web app's layers (ARCHITECTURE.md "A feature does not import another feature").
// app/ and pages/ compose features; a feature imports lib/, components/ and packages (e.g. @resham/shared)
// only, never another feature, a page or the app shell; lib/ and components/ never import features, pages
// or the app shell. Relative imports are resolved against the file, so `../../auth/session` from
// features/cart/… is seen as features/auth whatever the depth. Of the workspace packages only @resham/shared
// may be imported (never the server's code); other packages (react, …) are not checked.
import path from 'node:path';

/** The layer of a path inside the web source root: 'features/<name>', 'lib', 'components', 'app', 'pages' … */
function layerOf(relative) {
  const [top, name] = relative.split(path.sep);
  if (top === 'features' && name) return { top, name };
  return { top, name: undefined };
}

const SHARED = new Set(['lib', 'components']);
const SHELL = new Set(['app', 'pages']);

/** The reason `from` may not import `to`, or undefined when it may. */
export function forbidden(from, to) {
  if (from.top === 'features') {
    if (to.top === 'features' && to.name !== from.name)
      return `features/${from.name} must not import features/${to.name}: a feature does not import another feature. Move what both need into lib/ or components/, or compose them in a page.`;
    if (SHELL.has(to.top))
      return `features/${from.name} must not import ${to.top}/: a feature imports lib/, components/ and packages only.`;
  }
  if (SHARED.has(from.top) && (to.top === 'features' || SHELL.has(to.top)))
    return `${from.top}/ must not import ${to.top === 'features' ? `features/${to.name}` : `${to.top}/`}: lib/ and components/ serve every feature and import none.`;
  return undefined;
}

/** @type {import('eslint').Rule.RuleModule} */
export const webBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the web layers apart: features, lib/components and the app shell.' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: { forbidden: '{{reason}}' },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const file = path.resolve(context.filename);
    const fromRelative = path.relative(root, file);
    if (fromRelative.startsWith('..') || path.isAbsolute(fromRelative)) return {};
    const from = layerOf(fromRelative);

    const check = (node, source) => {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      if (!source.value.startsWith('.')) {
        const workspace = /^@resham\/([^/]+)/.exec(source.value)?.[1];
        if (workspace && workspace !== 'shared')
          context.report({
            node: source,
            messageId: 'forbidden',
            data: {
              reason: `The web app imports no workspace package but @resham/shared (${source.value}).`,
            },
          });
        return;
      }
      const toRelative = path.relative(root, path.resolve(path.dirname(file), source.value));
      if (toRelative.startsWith('..')) {
        const reason = `${source.value} reaches outside apps/web/src: share code through @resham/shared.`;
        context.report({ node: source, messageId: 'forbidden', data: { reason } });
        return;
      }
      const reason = forbidden(from, layerOf(toRelative));
      if (reason) context.report({ node: source, messageId: 'forbidden', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};

export default { rules: { 'web-boundaries': webBoundaries } };
