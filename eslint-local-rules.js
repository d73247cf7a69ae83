// The project's own lint rules: two mistakes that broke pages seen from outside (issue 43) and that no
// type or test of our own client caught.

/** The method a call names: `send` for `reply.header(…).send(…)`. */
const calleeName = (node) => (node.type === 'MemberExpression' && node.property.type === 'Identifier' ? node.property.name : '');

/** The identifier a member chain starts from: `reply` for `reply.header('a', 'b').type('x').send(y)`. */
function chainRoot(node) {
  let n = node;
  for (;;) {
    if (n.type === 'CallExpression') n = n.callee;
    else if (n.type === 'MemberExpression') n = n.object;
    else return n.type === 'Identifier' ? n.name : null;
  }
}

const FUNCTIONS = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression']);

/**
 * An async route handler that calls `reply.send(…)` without returning it resolves with nothing while the
 * reply may still be on its way (a compressed body is streamed, its headers not yet written): Fastify then
 * answers again, empty. /sitemap.xml answered every gzip/br client 200 with `content-length: 0`.
 */
const returnReplySend = {
  meta: { type: 'problem', schema: [], messages: { hand: 'Return what reply.send(…) returns from an async handler (`return reply.send(…)`): a send left behind lets Fastify answer again, empty, while a compressed body is still streaming.' } },
  create(context) {
    return {
      'ExpressionStatement > CallExpression'(node) {
        if (calleeName(node.callee) !== 'send' || chainRoot(node) !== 'reply') return;
        let fn = node.parent;
        while (fn && !FUNCTIONS.has(fn.type)) fn = fn.parent;
        if (fn?.async) context.report({ node, messageId: 'hand' });
      },
    };
  },
};

/**
 * `String.prototype.replace`'s replacement string reads `$&`, `$'`, `` $` `` and `$1` as patterns: a product named
 * `3x$'99 & $&` copied the rest of the page into its own <title>. A replacement that is not a literal is passed
 * as a function (`() => text`), which is inserted as it is.
 */
const noTextAsReplacement = {
  meta: { type: 'problem', schema: [], messages: { fn: "Pass a computed replacement as a function (`() => text`): in a string, `$&`, `$'` and `$1` are patterns." } },
  create(context) {
    return {
      CallExpression(node) {
        const name = calleeName(node.callee);
        if ((name !== 'replace' && name !== 'replaceAll') || node.arguments.length !== 2) return;
        const r = node.arguments[1];
        const literal = r.type === 'Literal' || (r.type === 'TemplateLiteral' && r.expressions.length === 0);
        if (!literal && r.type !== 'ArrowFunctionExpression' && r.type !== 'FunctionExpression') context.report({ node: r, messageId: 'fn' });
      },
    };
  },
};

export default { rules: { 'return-reply-send': returnReplySend, 'no-text-as-replacement': noTextAsReplacement } };
