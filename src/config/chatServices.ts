/**
 * The chat assistants PromptDeck knows, in the order shown: the one list read by the site's
 * "Open in chat" menu and by the browser extension (its host permissions, and where to find the
 * chat box on each page). Plain data and two small functions: the extension's content script
 * imports it on every chat page, so it stays free of zod, React and anything else.
 *
 * `prefill` is set only where the service takes the prompt in its address
 * (`{text}` stands for the URL-encoded prompt); the others get the prompt
 * through the clipboard and open at `start`. Add a prefill template only for
 * a link the service is known to honour: a wrong one opens an empty chat and
 * the prompt is lost, while copy-and-open always works.
 *
 * `composer` says which editor the service's chat box uses and where it sits. The selectors are
 * hints tried first on the service's own hosts; the extension still decides how to insert by the
 * element's markup (extension/lib/composer/), so a site that swaps its editor keeps working, and
 * a page with another site's editor markup is handled like that site.
 */

/** The editors the extension can insert into, each with its own input path. */
export type ComposerKind =
  /** ProseMirror (and tiptap, built on it): `.ProseMirror[contenteditable]`, one `<p>` per line. */
  | 'prosemirror'
  /** Quill: `.ql-editor[contenteditable]`. */
  | 'quill'
  /** A `<textarea>` (often controlled by React). */
  | 'textarea'
  /** Any other contenteditable editor (Lexical, Slate, plain). */
  | 'contenteditable';

export interface ComposerHint {
  /** The editor the service used when this list was last checked. */
  editor: ComposerKind;
  /** CSS selectors of the editable element itself, most specific first. */
  selectors: readonly string[];
}

export interface ChatService {
  /** Stable key (tests, React keys). */
  id: string;
  /** The product's own name, the same in every language. */
  name: string;
  /** Where a new chat starts. */
  start: string;
  prefill?: `https://${string}{text}${string}`;
  /** Every hostname the chat runs on (lower case, no port), the host of `start` among them. */
  hosts: readonly string[];
  composer: ComposerHint;
}

export const CHAT_SERVICES: readonly ChatService[] = [
  {
    id: 'chatgpt',
    name: 'ChatGPT',
    start: 'https://chatgpt.com/',
    prefill: 'https://chatgpt.com/?q={text}',
    hosts: ['chatgpt.com', 'chat.openai.com'],
    // A ProseMirror editor since 2024; the page still carries a hidden textarea of the same name.
    composer: {
      editor: 'prosemirror',
      selectors: ['div#prompt-textarea[contenteditable]', 'textarea#prompt-textarea'],
    },
  },
  {
    id: 'claude',
    name: 'Claude',
    start: 'https://claude.ai/new',
    prefill: 'https://claude.ai/new?q={text}',
    hosts: ['claude.ai'],
    composer: { editor: 'prosemirror', selectors: ['fieldset div.ProseMirror[contenteditable]'] },
  },
  {
    id: 'gemini',
    name: 'Gemini',
    start: 'https://gemini.google.com/app',
    hosts: ['gemini.google.com'],
    composer: { editor: 'quill', selectors: ['rich-textarea .ql-editor[contenteditable]'] },
  },
  {
    id: 'copilot',
    name: 'Microsoft Copilot',
    start: 'https://copilot.microsoft.com/',
    hosts: ['copilot.microsoft.com'],
    composer: { editor: 'textarea', selectors: ['textarea#userInput'] },
  },
  {
    id: 'perplexity',
    name: 'Perplexity',
    start: 'https://www.perplexity.ai/',
    prefill: 'https://www.perplexity.ai/search?q={text}',
    hosts: ['www.perplexity.ai', 'perplexity.ai'],
    // Lexical since 2025; a textarea before.
    composer: {
      editor: 'contenteditable',
      selectors: ['div#ask-input[contenteditable]', 'div[contenteditable][role="textbox"]', 'textarea'],
    },
  },
  {
    id: 'deepseek',
    name: 'DeepSeek',
    start: 'https://chat.deepseek.com/',
    hosts: ['chat.deepseek.com'],
    composer: { editor: 'textarea', selectors: ['textarea#chat-input', 'textarea'] },
  },
  {
    id: 'mistral',
    name: 'Mistral Le Chat',
    start: 'https://chat.mistral.ai/chat',
    hosts: ['chat.mistral.ai'],
    composer: { editor: 'prosemirror', selectors: ['div.ProseMirror[contenteditable]', 'textarea'] },
  },
  {
    id: 'grok',
    name: 'Grok',
    start: 'https://grok.com/',
    hosts: ['grok.com'],
    // tiptap (a ProseMirror editor) on the new chat page, a textarea in older layouts.
    composer: { editor: 'prosemirror', selectors: ['div.tiptap.ProseMirror[contenteditable]', 'textarea'] },
  },
  {
    id: 'doubao',
    name: 'Doubao',
    start: 'https://www.doubao.com/chat/',
    hosts: ['www.doubao.com', 'doubao.com'],
    composer: { editor: 'textarea', selectors: ['textarea[data-testid="chat_input_input"]', 'textarea'] },
  },
  {
    id: 'kimi',
    name: 'Kimi',
    start: 'https://www.kimi.com/',
    hosts: ['www.kimi.com', 'kimi.com', 'kimi.moonshot.cn'],
    // Lexical.
    composer: {
      editor: 'contenteditable',
      selectors: ['div.chat-input-editor[contenteditable]', 'div[data-lexical-editor="true"]'],
    },
  },
  {
    id: 'qianwen',
    name: 'Tongyi Qianwen',
    start: 'https://www.tongyi.com/qianwen/',
    hosts: ['www.tongyi.com', 'tongyi.com', 'tongyi.aliyun.com'],
    composer: { editor: 'textarea', selectors: ['textarea'] },
  },
];

/** The service a page belongs to, by its hostname (`location.hostname`); undefined elsewhere. */
export function serviceForHost(hostname: string): ChatService | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return CHAT_SERVICES.find((service) => service.hosts.includes(host));
}

/** The extension's content-script matches and host permissions: `https://<host>/*` for every host. */
export function extensionMatchPatterns(): string[] {
  return [...new Set(CHAT_SERVICES.flatMap((service) => service.hosts))].map((host) => `https://${host}/*`);
}
