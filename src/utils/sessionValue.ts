/**
 * One string kept in this browser tab's session storage (drafts being
 * written, the last list view): it survives a reload and a detour to the
 * sign-in page, and goes with the tab. Storage that cannot be used (server
 * render, private mode, a sandboxed frame, full) keeps nothing and throws
 * nothing: the page goes on with what it holds in memory.
 */
export interface SessionValue {
  /** The kept string, or undefined when nothing is kept or storage cannot be read. */
  read(): string | undefined;
  write(value: string): void;
  remove(): void;
}

function sessionStorageOrNothing(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

/** The session value stored under `key` (a readable name such as `promptdeck.feedbackDraft`). */
export function sessionValue(key: string): SessionValue {
  return {
    read() {
      try {
        return sessionStorageOrNothing()?.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    write(value) {
      try {
        sessionStorageOrNothing()?.setItem(key, value);
      } catch {
        // Full or refused: nothing is kept.
      }
    },
    remove() {
      try {
        sessionStorageOrNothing()?.removeItem(key);
      } catch {
        // Nothing to remove from.
      }
    },
  };
}
