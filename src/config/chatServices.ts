/**
 * The chat assistants of the "Open in chat" menu, in the order shown.
 *
 * `prefill` is set only where the service takes the prompt in its address
 * (`{text}` stands for the URL-encoded prompt); the others get the prompt
 * through the clipboard and open at `start`. Add a prefill template only for
 * a link the service is known to honour: a wrong one opens an empty chat and
 * the prompt is lost, while copy-and-open always works.
 */
export interface ChatService {
  /** Stable key (tests, React keys). */
  id: string;
  /** The product's own name, the same in every language. */
  name: string;
  /** Where a new chat starts. */
  start: string;
  prefill?: `https://${string}{text}${string}`;
}

export const CHAT_SERVICES: readonly ChatService[] = [
  { id: 'chatgpt', name: 'ChatGPT', start: 'https://chatgpt.com/', prefill: 'https://chatgpt.com/?q={text}' },
  { id: 'claude', name: 'Claude', start: 'https://claude.ai/new', prefill: 'https://claude.ai/new?q={text}' },
  { id: 'gemini', name: 'Gemini', start: 'https://gemini.google.com/app' },
  { id: 'copilot', name: 'Microsoft Copilot', start: 'https://copilot.microsoft.com/' },
  {
    id: 'perplexity',
    name: 'Perplexity',
    start: 'https://www.perplexity.ai/',
    prefill: 'https://www.perplexity.ai/search?q={text}',
  },
  { id: 'deepseek', name: 'DeepSeek', start: 'https://chat.deepseek.com/' },
  { id: 'mistral', name: 'Mistral Le Chat', start: 'https://chat.mistral.ai/chat' },
  { id: 'grok', name: 'Grok', start: 'https://grok.com/' },
];
