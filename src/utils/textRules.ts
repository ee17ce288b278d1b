/**
 * The two rules every free-text field of a form shares (antd FormRule), each
 * with its form's own message: not left blank, and at most `max` characters as
 * a person counts them (grapheme clusters, as the contract counts). The
 * account, prompt, feedback and comment forms build on them.
 */
import type { FormRule } from 'antd';
import { graphemesAtMost } from '@site/src/api/limits';

export const required = (message: string): FormRule => ({ required: true, whitespace: true, message });

export const atMost = (max: number, message: string): FormRule => ({
  validator: (_rule, value: unknown) =>
    typeof value !== 'string' || graphemesAtMost(value.trim(), max)
      ? Promise.resolve()
      : Promise.reject(new Error(message)),
});
