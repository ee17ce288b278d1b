// @vitest-environment jsdom
import { act, createElement, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { findComposer } from '@site/extension/lib/composer';
import { pageAt, serviceById } from './siteMarkup';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the React-controlled box holds in its state, and whether its send button is on. */
const seen = { state: '', sendEnabled: false };
let root: Root | null = null;

function ChatBox({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  useEffect(() => {
    seen.state = value;
  }, [value]);
  return createElement(
    'div',
    null,
    createElement('textarea', {
      id: 'chat-input',
      value,
      onChange: (event: { target: { value: string } }) => setValue(event.target.value),
    }),
    createElement('button', { id: 'send', disabled: value.trim() === '' }, 'Send'),
  );
}

/** DeepSeek's page with a React-controlled textarea holding `initial`, and something else to focus. */
function reactPage(initial: string): Document {
  const doc = pageAt(serviceById('deepseek').start, '<div id="app"></div><input id="search">');
  root = createRoot(doc.getElementById('app')!);
  act(() => root!.render(createElement(ChatBox, { initial })));
  return doc;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
});

describe('textarea adapter', () => {
  it('goes through the native value setter and an input event, so React’s state and send button see it', () => {
    const doc = reactPage('');
    const composer = findComposer(doc, null)!;
    expect(composer.kind).toBe('textarea');
    act(() => composer.insert('line one\nline two'));
    expect(seen.state).toBe('line one\nline two');
    expect(doc.querySelector<HTMLButtonElement>('#send')!.disabled).toBe(false);
  });

  it('inserts at the caret and replaces the selection, keeping what was typed, caret after it', () => {
    const doc = reactPage('hello world, bye');
    const field = doc.querySelector<HTMLTextAreaElement>('#chat-input')!;
    field.focus();
    field.setSelectionRange(6, 11);
    const composer = findComposer(doc)!;
    doc.getElementById('search')!.focus();
    field.setSelectionRange(0, 0);

    act(() => composer.insert('big\nplanet'));

    expect(seen.state).toBe('hello big\nplanet, bye');
    expect(doc.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([16, 16]);
    act(() => composer.insert('!'));
    expect(seen.state).toBe('hello big\nplanet!, bye');
  });

  it('adds at the end of a box the person had not been in, and reads the value back', () => {
    const doc = reactPage('typed');
    const composer = findComposer(doc, null)!;
    act(() => composer.insert(' more'));
    expect(seen.state).toBe('typed more');
    expect(composer.readText()).toBe('typed more');
  });

  it('gives focus back with the selection it had', () => {
    const doc = reactPage('abc def');
    const field = doc.querySelector<HTMLTextAreaElement>('#chat-input')!;
    field.focus();
    field.setSelectionRange(4, 7);
    const composer = findComposer(doc)!;
    doc.getElementById('search')!.focus();
    field.setSelectionRange(0, 0);
    composer.restoreFocus();
    expect(doc.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([4, 7]);
  });

  it('puts a multi-line prompt on one line in a one-line input', () => {
    const doc = pageAt('https://example.org/', '<input id="q" value="ask: ">');
    const input = doc.querySelector<HTMLInputElement>('#q')!;
    input.focus();
    input.setSelectionRange(5, 5);
    findComposer(doc)!.insert('one\ntwo');
    expect(input.value).toBe('ask: one two');
  });
});
