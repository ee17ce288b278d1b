/**
 * The text of a contenteditable editor as the person sees it: one line per block (`<p>`, `<div>`,
 * `<li>` …) and per `<br>`. Written out rather than read from `innerText`, which jsdom lacks and
 * which browsers pad with extra line breaks around blocks. A `<br>` that ends a block draws no
 * line of its own (ProseMirror's trailing break, the `<br>` of an empty paragraph), and
 * whitespace-only text between blocks is markup layout.
 */

import { isElement } from './editable';

const BLOCK_TAGS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'tr',
  'ul',
]);
const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'noscript']);

const isBlock = (node: Node): boolean => isElement(node) && BLOCK_TAGS.has(node.localName);

/** A run of inline content: its text, whether it holds a `<br>`, and whether it ends on one. */
interface Run {
  text: string;
  hasBreak: boolean;
  endsWithBreak: boolean;
}

function appendInline(run: Run, node: Node): void {
  if (node.nodeType === node.TEXT_NODE) {
    const data = (node as Text).data;
    run.text += data;
    if (data) run.endsWithBreak = false;
  } else if (isElement(node) && !SKIPPED_TAGS.has(node.localName)) {
    if (node.localName === 'br') {
      run.text += '\n';
      run.hasBreak = true;
      run.endsWithBreak = true;
    } else if (isBlock(node)) {
      // A block inside an inline element: a line of its own.
      run.text += `\n${blockText(node)}\n`;
      run.hasBreak = true;
      run.endsWithBreak = false;
    } else {
      for (const child of Array.from(node.childNodes)) appendInline(run, child);
    }
  }
}

/** The lines of a run; null for the whitespace that lays out markup between blocks. */
function runText(run: Run, betweenBlocks: boolean): string | null {
  if (betweenBlocks && !run.hasBreak && !/\S/.test(run.text)) return null;
  return run.endsWithBreak ? run.text.slice(0, -1) : run.text;
}

export function blockText(element: Element): string {
  const hasBlocks = Array.from(element.childNodes).some(isBlock);
  const lines: string[] = [];
  let run: Run | null = null;
  for (const child of Array.from(element.childNodes)) {
    if (isBlock(child)) {
      const text = run && runText(run, hasBlocks);
      if (text !== null) lines.push(text);
      run = null;
      lines.push(blockText(child as Element));
    } else {
      run ??= { text: '', hasBreak: false, endsWithBreak: false };
      appendInline(run, child);
    }
  }
  const text = run && runText(run, hasBlocks);
  if (text !== null) lines.push(text);
  return lines.join('\n');
}
