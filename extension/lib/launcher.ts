/**
 * The small PromptDeck button beside the chat box: in its own open shadow root (the page's styles
 * do not reach it), kept at the composer's top corner while a composer is on the page. Its label is
 * the browser command's, from _locales, so the content script carries no strings of its own.
 */
import { browser } from 'wxt/browser';
import type { ContentScriptContext } from 'wxt/utils/content-script-context';
import { buttonAnchor, buttonPosition, findComposer } from './composer';

const HOST_TAG = 'promptdeck-launcher';
const SIZE = 28;
const CHECK_EVERY_MS = 1000;

const STYLE = `
:host { all: initial; position: fixed; z-index: 2147483646; }
button { all: unset; box-sizing: border-box; width: ${SIZE}px; height: ${SIZE}px; border-radius: 8px;
  display: grid; place-items: center; cursor: pointer; background: #2563eb; color: #fff; opacity: .85; }
button:hover, button:focus-visible { opacity: 1; outline: 2px solid #1e40af; outline-offset: 2px; }
svg { width: 18px; height: 18px; }`;

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Two cards of a deck, drawn with the DOM (no markup parsing in the page). */
function deckIcon(): SVGSVGElement {
  const svg = document.createElementNS(SVG_NS, 'svg');
  const attributes = { viewBox: '0 0 24 24', 'aria-hidden': 'true', fill: 'none', stroke: 'currentColor' };
  for (const [name, value] of Object.entries(attributes)) svg.setAttribute(name, value);
  svg.setAttribute('stroke-width', '2');
  const card = document.createElementNS(SVG_NS, 'rect');
  for (const [name, value] of Object.entries({ x: '7', y: '5', width: '12', height: '15', rx: '2' }))
    card.setAttribute(name, value);
  const lines = document.createElementNS(SVG_NS, 'path');
  lines.setAttribute('d', 'M5 16V5a2 2 0 0 1 2-2h8M10 10h6M10 14h4');
  svg.append(card, lines);
  return svg;
}

export function placeLauncher(ctx: ContentScriptContext, open: () => void): void {
  const host = document.createElement(HOST_TAG);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = STYLE;
  const button = document.createElement('button');
  button.type = 'button';
  button.setAttribute('aria-label', browser.i18n.getMessage('openPickerCommand'));
  button.title = browser.i18n.getMessage('openPickerCommand');
  button.append(deckIcon());
  // Keep the composer's caret: the button must not take the focus on press.
  button.addEventListener('mousedown', (event) => event.preventDefault());
  button.addEventListener('click', open);
  root.append(style, button);

  const place = () => {
    const composer = findComposer(document);
    if (!composer) {
      host.remove();
      return;
    }
    const anchor = buttonAnchor(composer);
    const direction = getComputedStyle(anchor).direction === 'rtl' ? 'rtl' : 'ltr';
    const { top, left } = buttonPosition(anchor.getBoundingClientRect(), SIZE, window.innerWidth, direction);
    host.style.top = `${top}px`;
    host.style.left = `${left}px`;
    if (!host.isConnected) document.documentElement.append(host);
  };
  place();
  ctx.setInterval(place, CHECK_EVERY_MS);
  ctx.addEventListener(window, 'resize', place);
  ctx.onInvalidated(() => host.remove());
}
