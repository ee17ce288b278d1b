/**
 * Removes translator descriptions from the code the browser gets.
 *
 * `translate({ id, message, description })` and `<Translate description="…">` carry a
 * description for translators only: `docusaurus write-translations` reads it from the
 * source files, and at run time Translate never looks at it. Left in, every description
 * shipped with its page (some 35 KB of text over the site's sources). This runs on our
 * own sources before they are compiled and deletes exactly those properties and
 * attributes when their value is plain text, leaving everything else byte for byte.
 * Plain CommonJS because the bundler loads it as a loader, outside TypeScript.
 */
const ts = require('typescript');

/** A value that can be dropped without changing what the code does: text and text joined with +. */
function isPlainText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isPlainText(node.expression);
  return (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.PlusToken &&
    isPlainText(node.left) &&
    isPlainText(node.right)
  );
}

function scriptKind(fileName) {
  if (/\.tsx$/.test(fileName)) return ts.ScriptKind.TSX;
  if (/\.ts$/.test(fileName)) return ts.ScriptKind.TS;
  if (/\.jsx$/.test(fileName)) return ts.ScriptKind.JSX;
  return ts.ScriptKind.JS;
}

/** `source` without the descriptions of its translate() calls and <Translate> elements. */
function stripDescriptions(source, fileName) {
  if (!source.includes('description')) return source;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, scriptKind(fileName));
  const cuts = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'translate') {
      const [descriptor] = node.arguments;
      if (descriptor && ts.isObjectLiteralExpression(descriptor)) {
        for (const property of descriptor.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
            property.name.text === 'description' &&
            isPlainText(property.initializer)
          ) {
            let end = property.getEnd();
            const comma = /^\s*,/.exec(source.slice(end));
            if (comma) end += comma[0].length;
            cuts.push([property.getFullStart(), end]);
          }
        }
      }
    }
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      ts.isIdentifier(node.tagName) &&
      node.tagName.text === 'Translate'
    ) {
      for (const attribute of node.attributes.properties) {
        if (
          ts.isJsxAttribute(attribute) &&
          attribute.name.getText(file) === 'description' &&
          attribute.initializer &&
          (ts.isStringLiteral(attribute.initializer) ||
            (ts.isJsxExpression(attribute.initializer) &&
              attribute.initializer.expression &&
              isPlainText(attribute.initializer.expression)))
        ) {
          cuts.push([attribute.getFullStart(), attribute.getEnd()]);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let result = source;
  for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + result.slice(end);
  return result;
}

module.exports = { stripDescriptions };
