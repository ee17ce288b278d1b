/**
 * A comment being written survives leaving the page to sign in (or a reload):
 * it is kept in this tab's session storage until it is posted. Storage that
 * is unavailable (private mode, blocked) simply keeps nothing.
 */
import { sessionValue } from '@site/src/utils/sessionValue';

const draft = (key: string) => sessionValue(`promptdeck:comment-draft:${key}`);

export function readDraft(key: string): string {
  return draft(key).read() ?? '';
}

export function writeDraft(key: string, text: string): void {
  if (text.trim()) draft(key).write(text);
  else draft(key).remove();
}
