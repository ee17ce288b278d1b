/**
 * Copies text to the clipboard. The text may still be loading: browsers that
 * accept a promised ClipboardItem keep the click's permission while it
 * resolves; others wait for it and then write.
 */
export async function copyText(text: string | Promise<string>): Promise<void> {
  const clipboard = typeof navigator !== 'undefined' ? navigator.clipboard : undefined;
  if (clipboard?.write && typeof ClipboardItem !== 'undefined' && typeof text !== 'string') {
    const blob = Promise.resolve(text).then((value) => new Blob([value], { type: 'text/plain' }));
    await clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
    return;
  }
  const value = await text;
  if (clipboard?.writeText) {
    await clipboard.writeText(value);
    return;
  }
  copyWithSelection(value);
}

/** Fallback for pages without the async clipboard API (plain http, old browsers). */
function copyWithSelection(value: string) {
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('copy failed');
}
