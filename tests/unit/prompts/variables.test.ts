import { describe, expect, it } from 'vitest';
import { extractVariables, fillVariables } from '@site/src/prompts/variables';

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
    expect(fillVariables('{{a}} and {{a}} and {{ b }}', { a: 'x', b: 'y' })).toBe('x and x and y');
  });
  it('keeps the placeholder of an empty or blank value', () => {
    expect(fillVariables('Topic: {{topic}}', { topic: '  ' })).toBe('Topic: {{topic}}');
    expect(fillVariables('Topic: {{topic}}', {})).toBe('Topic: {{topic}}');
  });
  it('inserts values literally, even with $ patterns or braces', () => {
    expect(fillVariables('Say {{x}}', { x: "$& $1 $$ {{x}}" })).toBe('Say $& $1 $$ {{x}}');
  });
  it('fills CJK text', () => {
    expect(fillVariables('关于{{topic}}的文章', { topic: '春天' })).toBe('关于春天的文章');
  });
});
