import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Issue 15 part 6: no user-visible text is written into a component. Text between JSX tags and the string
 * values of the attributes people read or hear (aria-label, title, placeholder, alt, label) must come from
 * i18next (src/web/locales). Anything with two letters in a row counts as text; symbols, numbers and
 * whitespace do not. The short list below is for names that are the same in every language.
 */
const VISIBLE_ATTRIBUTES = new Set(['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label']);
// The logo's initials and the brand.
const ALLOWED = new Set(['Rally Fantasy', 'RF']);

const webRoot = import.meta.dirname;

function components(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return components(full);
    return entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx') ? [full] : [];
  });
}

// HTML entities (&lt;) are symbols, not words.
const isText = (value: string) => /\p{L}{2,}/u.test(value.replace(/&\w+;/g, '')) && !ALLOWED.has(value.trim());

function literals(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const where = (node: ts.Node) => `${path.relative(webRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isText(node.text)) found.push(`${where(node)} ${node.text.trim()}`);
    if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText())) {
      const init = node.initializer;
      const literal = init && ts.isStringLiteral(init) ? init : init && ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression) ? init.expression : null;
      if (literal && isText(literal.text)) found.push(`${where(node)} ${node.name.getText()}="${literal.text}"`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('components', () => {
  it('write no user-visible text themselves: every text comes from the locale files', () => {
    const files = components(webRoot);
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap(literals)).toEqual([]);
  });
});
