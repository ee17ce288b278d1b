/** Prompt text as the adapters insert it. */

/** The lines of `text`, whatever its line endings. */
export function linesOf(text: string): string[] {
  return text.replace(/\r\n?/g, '\n').split('\n');
}

/** Whether `text` has anything to insert: a bare line break or blank is left out (see Composer.insert). */
export function hasVisibleText(text: string): boolean {
  return /\S/.test(text);
}
