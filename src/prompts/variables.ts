/**
 * Placeholders in a prompt's text and the values a reader types for them.
 * Values live in a Map, never in a plain object: a placeholder named after an
 * Object.prototype member ({{constructor}}) must not resolve to that member.
 */

/** Placeholders look like {{topic}}: a lowercase ASCII name, digits and underscores allowed after the first letter. */
const VARIABLE_PATTERN = /\{\{\s*([a-z][a-z0-9_]*)\s*\}\}/g;

/** What the reader typed, by variable name. */
export type VariableValues = ReadonlyMap<string, string>;

export const NO_VALUES: VariableValues = new Map();

/** A copy of `values` with `name` set to `value` (state updates stay immutable). */
export function withValue(values: VariableValues, name: string, value: string): VariableValues {
  const next = new Map(values);
  next.set(name, value);
  return next;
}

/** The value typed for `name`, or undefined while it is empty or blank. */
export function filledValue(values: VariableValues, name: string): string | undefined {
  const value = values.get(name);
  return value !== undefined && value.trim() !== '' ? value : undefined;
}

/** The name inside a placeholder such as "{{ topic }}". */
export function placeholderName(placeholder: string): string {
  return placeholder.replace(/[{}\s]/g, '');
}

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
export function fillVariables(text: string, values: VariableValues): string {
  return text.replace(VARIABLE_PATTERN, (placeholder, name: string) => filledValue(values, name) ?? placeholder);
}
