/**
 * The chat boxes of the services as their pages mark them up (trimmed to the composer and what
 * sits around it), for the adapters' jsdom tests. The element the adapter must find carries
 * `data-expected`; the decoys are what the real pages have too (ChatGPT's hidden textarea).
 */
import { CHAT_SERVICES, type ChatService } from '@site/src/config/chatServices';

const PROSEMIRROR_EMPTY =
  '<p data-placeholder="Ask anything" class="placeholder"><br class="ProseMirror-trailingBreak"></p>';

export const SITE_MARKUP: Record<string, string> = {
  chatgpt:
    '<main><form class="w-full" data-type="unified-composer"><div class="_prosemirror-parent">' +
    '<textarea class="block h-10 w-full resize-none" name="prompt-textarea" placeholder="Ask anything" style="display: none;"></textarea>' +
    `<div contenteditable="true" translate="no" class="ProseMirror" id="prompt-textarea" data-virtualkeyboard="true" data-expected>${PROSEMIRROR_EMPTY}</div>` +
    '</div><button id="composer-submit-button" data-testid="send-button" disabled>Send</button></form></main>',
  claude:
    '<fieldset class="flex w-full min-w-0 flex-col"><div aria-label="Write your prompt to Claude" class="max-h-96 w-full overflow-y-auto">' +
    '<div contenteditable="true" role="textbox" translate="no" class="tiptap ProseMirror" tabindex="0" data-expected>' +
    '<p data-placeholder="How can I help you today?" class="is-empty is-editor-empty"><br class="ProseMirror-trailingBreak"></p></div>' +
    '</div><button aria-label="Send message" disabled>Send</button></fieldset>',
  gemini:
    '<div class="input-area"><rich-textarea class="text-input-field_textarea" enterkeyhint="send">' +
    '<div class="ql-editor ql-blank textarea" data-gramm="false" contenteditable="true" role="textbox" aria-multiline="true" ' +
    'aria-label="Enter a prompt here" data-placeholder="Ask Gemini" data-expected><p><br></p></div>' +
    '<div class="ql-clipboard" contenteditable="true" tabindex="-1"></div></rich-textarea>' +
    '<button aria-label="Send message" aria-disabled="true">Send</button></div>',
  copilot:
    '<div class="relative"><textarea id="userInput" placeholder="Message Copilot" data-testid="composer-input" data-expected></textarea>' +
    '<button title="Submit message" disabled>Send</button></div>',
  perplexity:
    '<div class="rounded-2xl"><div contenteditable="true" role="textbox" spellcheck="true" id="ask-input" data-lexical-editor="true" ' +
    'aria-placeholder="Ask anything…" style="white-space: pre-wrap;" data-expected><p><br></p></div>' +
    '<button aria-label="Submit" disabled>Send</button></div>',
  deepseek:
    '<div class="_24fad49"><textarea id="chat-input" placeholder="Message DeepSeek" rows="2" data-expected></textarea>' +
    '<div role="button" aria-disabled="true" class="_7436101">Send</div></div>',
  mistral:
    '<form><div class="ProseMirror" contenteditable="true" translate="no" data-expected>' +
    '<p class="is-empty is-editor-empty" data-placeholder="Ask Le Chat anything"><br class="ProseMirror-trailingBreak"></p></div>' +
    '<button type="submit" aria-label="Send question" disabled>Send</button></form>',
  grok:
    '<form><div class="query-bar"><div class="tiptap ProseMirror" contenteditable="true" translate="no" data-expected>' +
    '<p data-placeholder="What do you want to know?" class="is-empty is-editor-empty"><br class="ProseMirror-trailingBreak"></p></div>' +
    '</div><button type="submit" aria-label="Submit" disabled>Send</button></form>',
  doubao:
    '<div class="chat-input"><textarea data-testid="chat_input_input" class="semi-input-textarea" placeholder="发消息..." rows="1" data-expected></textarea>' +
    '<button data-testid="chat_input_send_button" disabled>发送</button></div>',
  kimi:
    '<div class="chat-input"><div class="chat-input-editor" contenteditable="true" data-lexical-editor="true" role="textbox" spellcheck="true" data-expected>' +
    '<p><br></p></div><div class="send-button-container disabled">发送</div></div>',
  qianwen:
    '<div class="chatInput"><textarea class="ant-input textarea--g7EUvnQR" placeholder="千事不决问通义" rows="1" data-expected></textarea>' +
    '<div class="operateBtn disabled">发送</div></div>',
};

/** Vitest's jsdom environment exposes its JSDOM instance; only `reconfigure` is used here. */
declare const jsdom: { reconfigure(settings: { url: string }): void };

/** The test's document, moved to `url` (its `location.hostname` is what the adapters read) and holding `body`. */
export function pageAt(url: string, body: string): Document {
  jsdom.reconfigure({ url });
  document.body.innerHTML = body;
  return document;
}

/** The service's start page with its chat box. */
export function servicePage(service: ChatService): Document {
  return pageAt(service.start, SITE_MARKUP[service.id]!);
}

export const serviceById = (id: string): ChatService => CHAT_SERVICES.find((service) => service.id === id)!;
