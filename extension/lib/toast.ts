/** A short spoken note in a shadow root (the picker's host), gone after a few seconds. */
const TOAST_MS = 5000;

const STYLE = `.pd-toast { position: fixed; inset-block-end: 24px; inset-inline: 0; margin-inline: auto; width: max-content;
  max-width: min(480px, 90vw); padding: 10px 14px; border-radius: 8px; background: #111827; color: #fff;
  font: 14px/1.4 system-ui, sans-serif; z-index: 2147483647; }`;

/** Shows `text` in `root`; calls `done` once it has gone. */
export function showToast(root: ShadowRoot, text: string, lang: string, done: () => void): void {
  const style = document.createElement('style');
  style.textContent = STYLE;
  const toast = document.createElement('div');
  toast.className = 'pd-toast';
  toast.setAttribute('role', 'status');
  toast.lang = lang;
  toast.textContent = text;
  root.append(style, toast);
  setTimeout(() => {
    style.remove();
    toast.remove();
    done();
  }, TOAST_MS);
}
