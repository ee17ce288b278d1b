/** How a prompt reaches a chat service: in the address it opens, or through the clipboard. */
import type { ChatService } from '@site/src/config/chatServices';

/**
 * Longest address we open with the prompt in it. Browsers take far more, but
 * the services' servers and proxies refuse long request lines (often at
 * 8 KB), so a longer prompt goes through the clipboard.
 */
export const MAX_PREFILL_URL_LENGTH = 7000;

export type ChatLaunch =
  /** Open `url`: the new chat already holds the prompt. */
  | { mode: 'prefill'; url: string }
  /** Copy the prompt, then open `url` for the person to paste it. */
  | { mode: 'copy'; url: string };

export function prefillUrl(service: ChatService, text: string): string | undefined {
  if (!service.prefill) return undefined;
  return service.prefill.replace('{text}', encodeURIComponent(text));
}

export function chatLaunch(service: ChatService, text: string, maxLength = MAX_PREFILL_URL_LENGTH): ChatLaunch {
  const url = text.trim() ? prefillUrl(service, text) : undefined;
  return url && url.length <= maxLength ? { mode: 'prefill', url } : { mode: 'copy', url: service.start };
}
