/**
 * A comment being written survives leaving the page to sign in (or a reload):
 * it is kept in this tab's session storage until it is posted. Storage that
 * is unavailable (private mode, blocked) simply keeps nothing.
 */
const PREFIX = 'promptdeck:comment-draft:';

export function readDraft(key: string): string {
  try {
    return window.sessionStorage.getItem(PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string, text: string): void {
  try {
    if (text.trim()) window.sessionStorage.setItem(PREFIX + key, text);
    else window.sessionStorage.removeItem(PREFIX + key);
  } catch {
    // Nothing to keep it in: the text stays in the field while the page is open.
  }
}
