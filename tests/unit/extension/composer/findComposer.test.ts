// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { CHAT_SERVICES } from '@site/src/config/chatServices';
import { findComposer } from '@site/extension/lib/composer';
import { pageAt, serviceById, servicePage, SITE_MARKUP } from './siteMarkup';

describe('findComposer', () => {
  it.each(CHAT_SERVICES.map((service) => [service.id, service] as const))(
    'finds the chat box of %s and the adapter its editor needs',
    (_id, service) => {
      const doc = servicePage(service);
      const composer = findComposer(doc, null);
      expect(composer?.element).toBe(doc.querySelector('[data-expected]'));
      expect(composer?.kind).toBe(service.composer.editor);
      // The service's own hints know its box, not only the generic markup.
      const hinted = service.composer.selectors.map((selector) => doc.querySelector(selector)).find(Boolean);
      expect(hinted).toBe(composer?.element);
    },
  );

  it('knows the editors by their markup on any host: ChatGPT’s, Gemini’s and Kimi’s boxes elsewhere', () => {
    expect(findComposer(pageAt('https://example.org/', SITE_MARKUP.chatgpt!), null)?.kind).toBe('prosemirror');
    expect(findComposer(pageAt('https://example.org/', SITE_MARKUP.gemini!), null)?.kind).toBe('quill');
    const kimi = pageAt('https://example.org/', SITE_MARKUP.kimi!);
    expect(findComposer(kimi, null)?.element).toBe(kimi.querySelector('[data-expected]'));
  });

  it('chooses the adapter by the element, not by what the service used to have', () => {
    // ChatGPT's box id on a Lexical editor: the generic contenteditable path, not ProseMirror's.
    const doc = pageAt(
      serviceById('chatgpt').start,
      '<div id="prompt-textarea" contenteditable="true" data-lexical-editor="true"><p><br></p></div>',
    );
    expect(findComposer(doc, null)?.kind).toBe('contenteditable');
  });

  it('tries the service’s own selectors before the generic markup on its hosts', () => {
    const body = `<aside><div class="ProseMirror" contenteditable="true"><p>notes</p></div></aside>${SITE_MARKUP.copilot}`;
    expect(findComposer(pageAt(serviceById('copilot').start, body), null)?.element.id).toBe('userInput');
    expect(findComposer(pageAt('https://example.org/', body), null)?.kind).toBe('prosemirror');
  });

  it('takes the focused box when the page has several', () => {
    const doc = pageAt(
      serviceById('deepseek').start,
      '<textarea id="chat-input"></textarea><textarea id="edit-message"></textarea>',
    );
    const editing = doc.getElementById('edit-message')!;
    editing.focus();
    expect(findComposer(doc)?.element).toBe(editing);
    expect(findComposer(doc, null)?.element.id).toBe('chat-input');
  });

  it('falls back to the focused editable element when no known editor is on the page', () => {
    const doc = pageAt(
      'https://example.org/',
      '<div class="note" contenteditable="true">a <b>note</b></div><input id="q">',
    );
    const note = doc.querySelector<HTMLElement>('.note')!;
    expect(findComposer(doc, null)).toBeNull();
    expect(findComposer(doc, note.querySelector('b'))?.element).toBe(note);
    expect(findComposer(doc, note.querySelector('b'))?.kind).toBe('contenteditable');
    const input = doc.getElementById('q')!;
    input.focus();
    expect(findComposer(doc)).toMatchObject({ element: input, kind: 'textarea' });
  });

  it('finds nothing where nothing can be typed into', () => {
    const doc = pageAt(
      'https://chatgpt.com/',
      '<textarea hidden></textarea><textarea disabled></textarea><div style="display:none"><div class="ProseMirror" contenteditable="true"></div></div>' +
        '<div contenteditable="true"><span contenteditable="false" id="chip">@file</span></div><button id="b">Send</button>',
    );
    expect(findComposer(doc, null)).toBeNull();
    expect(findComposer(doc, doc.getElementById('b'))).toBeNull();
    expect(findComposer(doc, doc.getElementById('chip'))).toBeNull();
  });
});
