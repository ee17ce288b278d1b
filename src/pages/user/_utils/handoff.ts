/**
 * The page's side of the token handoff to the browser extension (src/config/extensionHandoff.ts):
 * whether the extension announced itself, the message that carries the token, and the extension's
 * answer. Only this page's own window and origin take part.
 */
import {
  EXTENSION_PRESENT_ATTRIBUTE,
  EXTENSION_TOKEN_MESSAGE,
  ExtensionTokenMessage,
  ExtensionTokenReceived,
} from '@site/src/config/extensionHandoff';

/** Whether the extension's content script has marked this page. */
export function extensionPresent(doc: Document = document): boolean {
  return Boolean(doc.documentElement.dataset[EXTENSION_PRESENT_ATTRIBUTE]);
}

/** Posts the token to the extension's content script, to this page's origin only. */
export function handTokenToExtension(token: string, win: Window = window): void {
  const message = ExtensionTokenMessage.parse({ type: EXTENSION_TOKEN_MESSAGE, token, site: win.location.origin });
  win.postMessage(message, win.location.origin);
}

/** Calls `received` when the extension answers that it stored the token; returns the unsubscribe. */
export function onExtensionReceived(received: () => void, win: Window = window): () => void {
  const listen = (event: MessageEvent) => {
    if (event.source !== win || event.origin !== win.location.origin) return;
    if (ExtensionTokenReceived.safeParse(event.data).success) received();
  };
  win.addEventListener('message', listen);
  return () => win.removeEventListener('message', listen);
}
