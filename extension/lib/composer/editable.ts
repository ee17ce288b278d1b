/** What counts as an editable, visible element, the same in a browser and in jsdom. */

/** A field whose value the text-field adapter writes: a textarea or a one-line text input. */
export type TextField = HTMLTextAreaElement | HTMLInputElement;

const TEXT_INPUT_TYPES = new Set(['', 'text', 'search']);

export function isTextField(element: Element): element is TextField {
  const tag = element.localName;
  if (tag === 'textarea') return true;
  return tag === 'input' && TEXT_INPUT_TYPES.has((element.getAttribute('type') ?? '').toLowerCase());
}

/**
 * The contenteditable editing host that `node` sits in (the outermost editable ancestor below a
 * `contenteditable="false"` island), or null when the node cannot be edited.
 */
export function editingHost(node: Node): HTMLElement | null {
  let host: HTMLElement | null = null;
  for (let element = isElement(node) ? node : node.parentElement; element; element = element.parentElement) {
    const value = element.getAttribute('contenteditable');
    if (value === null) continue;
    if (value.toLowerCase() === 'false') return host;
    host = element as HTMLElement;
  }
  return host;
}

/** The element a person types into at `element`: a usable text field, or the editing host. */
export function editableTarget(element: Element): HTMLElement | null {
  if (isTextField(element)) return element.disabled || element.readOnly ? null : element;
  return editingHost(element);
}

/** Rendered: not hidden by `hidden`, `display: none` or `visibility: hidden` on it or an ancestor. */
export function isShown(element: Element): boolean {
  const check = (element as Element & { checkVisibility?: (options: object) => boolean }).checkVisibility;
  if (typeof check === 'function') return check.call(element, { visibilityProperty: true });
  const view = element.ownerDocument.defaultView;
  if (!view) return false;
  for (let current: Element | null = element; current; current = current.parentElement) {
    if (current.hasAttribute('hidden') || view.getComputedStyle(current).display === 'none') return false;
  }
  // Inherited, and a child may override it: the element's own computed value is the one that counts.
  return view.getComputedStyle(element).visibility !== 'hidden';
}

/** The focused element, looking inside open shadow roots. */
export function deepActiveElement(doc: Document): Element | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active === doc.body ? null : active;
}

/** `node` is an element; by node type, not `instanceof`, which fails across windows (frames, jsdom). */
export function isElement(node: Node | null): node is Element {
  return node?.nodeType === 1;
}
