/**
 * The feedback being written, kept in this tab's session storage: a message
 * survives a reload and a detour to the sign-in page when the session ended
 * while it was typed. Storage that cannot be used (private mode, iframes)
 * just keeps nothing.
 */
export interface FeedbackDraft {
  message: string;
  contact: string;
}

const KEY = 'promptdeck.feedbackDraft';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readDraft(): FeedbackDraft | undefined {
  try {
    const raw = storage()?.getItem(KEY);
    if (!raw) return undefined;
    const value = JSON.parse(raw) as Partial<FeedbackDraft> | null;
    const message = typeof value?.message === 'string' ? value.message : '';
    const contact = typeof value?.contact === 'string' ? value.contact : '';
    return message || contact ? { message, contact } : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(draft: FeedbackDraft): void {
  try {
    if (draft.message || draft.contact) storage()?.setItem(KEY, JSON.stringify(draft));
    else storage()?.removeItem(KEY);
  } catch {
    // Full or blocked storage: the form still holds the text.
  }
}

export function clearDraft(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
