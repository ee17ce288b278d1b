/**
 * Placeholders in a prompt's text and the values a reader types for them.
 * Values live in a Map, never in a plain object: a placeholder named after an
 * Object.prototype member ({{constructor}}) must not resolve to that member.
 */

/** A placeholder's name: a lowercase ASCII letter, then letters, digits and underscores. */
const NAME = '[a-z][a-z0-9_]*';
export const VARIABLE_NAME_PATTERN = new RegExp(`^${NAME}$`);

/** Placeholders look like {{topic}} (spaces allowed inside the braces). */
const VARIABLE_PATTERN = new RegExp(`\\{\\{\\s*(${NAME})\\s*\\}\\}`, 'g');

/**
 * The longest filled text, in UTF-16 code units, that fillVariablesWithin builds. A short text with
 * many placeholders multiplies a value's length (1,600 × {{a}} once made a 350 MB answer); the
 * longest curated text is under 2,000 characters, so this only stops such multiplication.
 */
export const FILLED_TEXT_MAX = 65_536;

/** Human label for a placeholder name without a written one: "target_audience" → "target audience". */
export const variableLabel = (name: string) => name.replace(/_/g, ' ');

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
 * The length fillVariables(text, values) would have, worked out without building it: the text's
 * length plus, for each placeholder with a value, the value's length minus the placeholder's.
 */
export function filledLength(text: string, values: VariableValues): number {
  let length = text.length;
  for (const match of text.matchAll(VARIABLE_PATTERN)) {
    const value = filledValue(values, match[1]!);
    if (value !== undefined) length += value.length - match[0].length;
  }
  return length;
}

/**
 * Replaces each placeholder with its value. A variable left empty keeps its
 * placeholder so the copied text still shows what is missing.
 */
export function fillVariables(text: string, values: VariableValues): string {
  return text.replace(VARIABLE_PATTERN, (placeholder, name: string) => filledValue(values, name) ?? placeholder);
}

/** fillVariables, or undefined (nothing built) when the result would be longer than `max` code units. */
export function fillVariablesWithin(
  text: string,
  values: VariableValues,
  max: number = FILLED_TEXT_MAX,
): string | undefined {
  return filledLength(text, values) > max ? undefined : fillVariables(text, values);
}
