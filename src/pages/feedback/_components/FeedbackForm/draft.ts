/**
 * The feedback being written, kept in this tab's session storage: a message
 * survives a reload and a detour to the sign-in page when the session ended
 * while it was typed. Storage that cannot be used (private mode, iframes)
 * just keeps nothing.
 */
import { sessionValue } from '@site/src/utils/sessionValue';

export interface FeedbackDraft {
  message: string;
  contact: string;
}

const stored = sessionValue('promptdeck.feedbackDraft');

export function readDraft(): FeedbackDraft | undefined {
  const raw = stored.read();
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<FeedbackDraft> | null;
    const message = typeof value?.message === 'string' ? value.message : '';
    const contact = typeof value?.contact === 'string' ? value.contact : '';
    return message || contact ? { message, contact } : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: FeedbackDraft): void {
  if (draft.message || draft.contact) stored.write(JSON.stringify(draft));
  else stored.remove();
}

export function clearDraft(): void {
  stored.remove();
}
