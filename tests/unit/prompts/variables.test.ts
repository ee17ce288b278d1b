import { describe, expect, it } from 'vitest';
import {
  extractVariables,
  FILLED_TEXT_MAX,
  filledLength,
  filledValue,
  fillVariables,
  fillVariablesWithin,
  NO_VALUES,
  VARIABLE_NAME_PATTERN,
  withValue,
} from '@site/src/prompts/variables';

const values = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('extractVariables', () => {
  it('lists distinct names in order of appearance', () => {
    expect(extractVariables('Write about {{topic}} for {{audience}}, then {{topic}} again')).toEqual(['topic', 'audience']);
  });
  it('accepts spaces inside the braces', () => {
    expect(extractVariables('{{ topic }}')).toEqual(['topic']);
  });
  it('ignores malformed placeholders', () => {
    expect(extractVariables('{topic} {{Topic}} {{1x}} {{ }} {{a-b}}')).toEqual([]);
  });
  it('finds placeholders inside CJK text', () => {
    expect(extractVariables('请用{{language}}写一篇关于{{topic}}的文章')).toEqual(['language', 'topic']);
  });
  it('returns nothing for empty text', () => {
    expect(extractVariables('')).toEqual([]);
  });
});

describe('fillVariables', () => {
  it('replaces every occurrence', () => {
    expect(fillVariables('{{a}} and {{a}} and {{ b }}', values({ a: 'x', b: 'y' }))).toBe('x and x and y');
  });
  it('keeps the placeholder of an empty or blank value', () => {
    expect(fillVariables('Topic: {{topic}}', values({ topic: '  ' }))).toBe('Topic: {{topic}}');
    expect(fillVariables('Topic: {{topic}}', NO_VALUES)).toBe('Topic: {{topic}}');
  });
  it('inserts values literally, even with $ patterns or braces', () => {
    expect(fillVariables('Say {{x}}', values({ x: "$& $1 $$ {{x}}" }))).toBe('Say $& $1 $$ {{x}}');
  });
  it('fills CJK text', () => {
    expect(fillVariables('关于{{topic}}的文章', values({ topic: '春天' }))).toBe('关于春天的文章');
  });
});

describe('filledLength', () => {
  const cases: [string, Record<string, string>][] = [
    ['{{a}} and {{a}} and {{ b }}', { a: 'xyz', b: '' }],
    ['Topic: {{ topic }}!', { topic: '  ' }],
    ['关于{{topic}}的文章 {{topic}}', { topic: '春天😀' }],
    ['no placeholder', { a: 'long value' }],
    ['{{a}}{{b}}{{c}}', { a: 'a', b: 'bbbbbbbbbbbbbbb', c: '' }],
  ];
  it('is the length of the filled text, in code units', () => {
    for (const [text, entries] of cases)
      expect(filledLength(text, values(entries))).toBe(fillVariables(text, values(entries)).length);
  });
  it('counts every occurrence of a placeholder', () => {
    expect(filledLength('{{a}}'.repeat(1600), values({ a: 'x'.repeat(8000) }))).toBe(1600 * 8000);
  });
});

describe('fillVariablesWithin', () => {
  it('fills a text that stays within the budget, up to exactly FILLED_TEXT_MAX', () => {
    expect(fillVariablesWithin('Say {{x}}', values({ x: 'hi' }))).toBe('Say hi');
    const exact = fillVariablesWithin('{{a}}{{a}}', values({ a: 'x'.repeat(FILLED_TEXT_MAX / 2) }));
    expect(exact).toHaveLength(FILLED_TEXT_MAX);
  });
  it('refuses (builds nothing) above the budget', () => {
    expect(fillVariablesWithin('{{a}}{{a}}!', values({ a: 'x'.repeat(FILLED_TEXT_MAX / 2) }))).toBeUndefined();
    expect(fillVariablesWithin('{{a}}'.repeat(1600), values({ a: 'x'.repeat(8000) }))).toBeUndefined();
    expect(fillVariablesWithin('{{a}} {{a}}', values({ a: 'abc' }), 6)).toBeUndefined();
    expect(fillVariablesWithin('{{a}} {{a}}', values({ a: 'abc' }), 7)).toBe('abc abc');
  });
});

describe('VARIABLE_NAME_PATTERN', () => {
  it('matches the names extractVariables finds, and no others', () => {
    for (const name of ['topic', 'a1', 'a_b', 'language']) expect(VARIABLE_NAME_PATTERN.test(name)).toBe(true);
    for (const name of ['Topic', '1x', 'a-b', '', ' a', '_a']) expect(VARIABLE_NAME_PATTERN.test(name)).toBe(false);
  });
});

describe('variables named after Object.prototype members', () => {
  const names = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];

  it('are empty until typed, and keep their placeholder', () => {
    for (const name of names) expect(filledValue(NO_VALUES, name)).toBeUndefined();
    expect(extractVariables('Hello {{constructor}}')).toEqual(['constructor']);
    expect(fillVariables('Hello {{constructor}} and {{ constructor }}', NO_VALUES)).toBe('Hello {{constructor}} and {{ constructor }}');
  });

  it('fill like any other variable once typed', () => {
    let typed = NO_VALUES;
    for (const name of names) typed = withValue(typed, name, `v-${name}`);
    for (const name of names) expect(filledValue(typed, name)).toBe(`v-${name}`);
    expect(fillVariables('{{constructor}}!', typed)).toBe('v-constructor!');
    // Setting one never touches another, nor the shared empty values.
    expect(filledValue(withValue(NO_VALUES, '__proto__', 'x'), 'constructor')).toBeUndefined();
    expect(NO_VALUES.size).toBe(0);
  });
});
