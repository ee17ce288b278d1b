/** Placeholders look like {{topic}}: a lowercase ASCII name, digits and underscores allowed after the first letter. */
const VARIABLE_PATTERN = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** The distinct variable names of a text, in order of first appearance. */
export function extractVariables(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const name = match[1]!;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/**
 * Replaces each placeholder with its value. A variable left empty keeps its
 * placeholder so the copied text still shows what is missing.
 */
export function fillVariables(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(VARIABLE_PATTERN, (placeholder, name: string) => {
    const value = values[name];
    return value !== undefined && value.trim() !== '' ? value : placeholder;
  });
}
