// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findComposer } from '@site/extension/lib/composer';
import { pageAt, serviceById, servicePage } from './siteMarkup';

interface Call {
  command: string;
  value: string | undefined;
  /** The selection when the command ran, as text offsets around it, and where focus was. */
  selected: string;
  focused: boolean;
}

/**
 * jsdom has no editing commands: this stands in for the browser's, recording each call with the
 * selection it would act on.
 */
function recordEditingCommands(doc: Document, editor: Element): Call[] {
  const calls: Call[] = [];
  const execCommand = (command: string, _showUi?: boolean, value?: string) => {
    const range = doc.getSelection()!.getRangeAt(0);
    const before = doc.createRange();
    before.setStart(editor, 0);
    before.setEnd(range.startContainer, range.startOffset);
    const selected = `${before.toString().length}:${range.toString()}`;
    calls.push({ command, value, selected, focused: doc.activeElement === editor });
    return true;
  };
  Object.defineProperty(doc, 'execCommand', { value: vi.fn(execCommand), configurable: true });
  return calls;
}

/** Selects `[start, end)` of the first text node of `element`. */
function selectText(doc: Document, element: Element, start: number, end = start): void {
  const text = element.querySelector('p')!.firstChild!;
  const range = doc.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  doc.getSelection()!.removeAllRanges();
  doc.getSelection()!.addRange(range);
}

afterEach(() => {
  Reflect.deleteProperty(document, 'execCommand');
});

describe('contenteditable adapters (ProseMirror, Quill, Lexical)', () => {
  it('types each line with insertText and starts each further line with insertParagraph, where the caret was', () => {
    const doc = pageAt(
      serviceById('chatgpt').start,
      '<form><div id="prompt-textarea" class="ProseMirror" contenteditable="true"><p>typed text</p></div><input id="search"></form>',
    );
    const editor = doc.getElementById('prompt-textarea')!;
    editor.focus();
    selectText(doc, editor, 6);
    const composer = findComposer(doc)!;
    // The picker takes focus and the selection with it.
    doc.getElementById('search')!.focus();
    doc.getSelection()!.removeAllRanges();
    const calls = recordEditingCommands(doc, editor);

    composer.insert('line one\nline two');

    expect(calls.map(({ command, value }) => [command, value])).toEqual([
      ['insertText', 'line one'],
      ['insertParagraph', undefined],
      ['insertText', 'line two'],
    ]);
    expect(calls[0]).toMatchObject({ selected: '6:', focused: true });
  });

  it('after an insertion, leaves the caret to the editor, which re-renders and places it itself', () => {
    const doc = servicePage(serviceById('gemini'));
    const editor = doc.querySelector<HTMLElement>('.ql-editor')!;
    editor.innerHTML = '<p>typed text</p>';
    editor.focus();
    selectText(doc, editor, 6);
    const composer = findComposer(doc)!;
    const calls = recordEditingCommands(doc, editor);
    composer.insert('one');
    // Where Quill put the caret once it had read the change.
    selectText(doc, editor, 9);
    composer.insert('two');
    expect(calls.map((call) => call.selected)).toEqual(['6:', '9:']);
  });

  it('replaces the selection, keeps empty lines as empty paragraphs and reads any line ending', () => {
    const doc = servicePage(serviceById('claude'));
    const editor = doc.querySelector('.ProseMirror')!;
    editor.innerHTML = '<p>keep this, replace me</p>';
    editor.querySelector('p')!.focus();
    selectText(doc, editor, 11, 21);
    const composer = findComposer(doc, editor)!;
    const calls = recordEditingCommands(doc, editor);

    composer.insert('first\r\n\r\nthird\rfourth');

    expect(calls.map(({ command, value }) => value ?? command)).toEqual([
      'first',
      'insertParagraph',
      'insertParagraph',
      'third',
      'insertParagraph',
      'fourth',
    ]);
    expect(calls[0]!.selected).toBe('11:replace me');
  });

  it('puts the caret at the end when the person had not been in the box (Quill)', () => {
    const doc = servicePage(serviceById('gemini'));
    const editor = doc.querySelector('.ql-editor')!;
    editor.innerHTML = '<p>first line</p><p>second<br></p>';
    const composer = findComposer(doc, null)!;
    const calls = recordEditingCommands(doc, editor);

    composer.insert('more');

    expect(calls).toEqual([
      { command: 'insertText', value: 'more', selected: `${'first linesecond'.length}:`, focused: true },
    ]);
  });

  it('leaves text without a visible character out: a lone paragraph would read as Enter, which sends', () => {
    const doc = servicePage(serviceById('chatgpt'));
    const composer = findComposer(doc, null)!;
    const calls = recordEditingCommands(doc, composer.element);
    composer.insert('\n');
    composer.insert(' \n\t');
    expect(calls).toEqual([]);
  });

  it('gives focus back with the selection it had', () => {
    const doc = servicePage(serviceById('kimi'));
    const editor = doc.querySelector<HTMLElement>('.chat-input-editor')!;
    editor.innerHTML = '<p>hello world</p>';
    editor.focus();
    selectText(doc, editor, 0, 5);
    const composer = findComposer(doc)!;
    doc.body.focus();
    doc.getSelection()!.removeAllRanges();

    composer.restoreFocus();

    expect(doc.activeElement).toBe(editor);
    expect(doc.getSelection()!.toString()).toBe('hello');
    composer.focus();
    expect(doc.getSelection()!.toString()).toBe('hello');
  });
});

describe('readText', () => {
  it('reads one line per paragraph and per line break, as the person sees them', () => {
    const doc = servicePage(serviceById('chatgpt'));
    const editor = doc.getElementById('prompt-textarea')!;
    editor.innerHTML =
      '<p>Act as a <strong>chef</strong>.</p><p><br class="ProseMirror-trailingBreak"></p>' +
      '<p>Plan<br>three meals<br><br class="ProseMirror-trailingBreak"></p><ul><li><p>a</p></li><li><p>b</p></li></ul>';
    expect(findComposer(doc, null)!.readText()).toBe('Act as a chef.\n\nPlan\nthree meals\n\na\nb');
  });

  it('reads an empty editor as empty, and the markup’s layout whitespace as nothing', () => {
    expect(findComposer(servicePage(serviceById('gemini')), null)!.readText()).toBe('');
    const doc = servicePage(serviceById('kimi'));
    doc.querySelector('.chat-input-editor')!.innerHTML =
      '\n  <p dir="ltr"><span data-lexical-text="true">你好</span></p>\n  <p dir="ltr"><span data-lexical-text="true">世界</span></p>\n';
    expect(findComposer(doc, null)!.readText()).toBe('你好\n世界');
  });
});
