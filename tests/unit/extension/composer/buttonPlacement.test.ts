// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BUTTON_GAP, buttonAnchor, buttonPosition, findComposer } from '@site/extension/lib/composer';
import { serviceById, servicePage } from './siteMarkup';

describe('buttonAnchor', () => {
  it('is the box drawn around the chat box: its form or fieldset, else the editor itself', () => {
    const chatgpt = servicePage(serviceById('chatgpt'));
    expect(buttonAnchor(findComposer(chatgpt, null)!)).toBe(chatgpt.querySelector('form'));
    const claude = servicePage(serviceById('claude'));
    expect(buttonAnchor(findComposer(claude, null)!)).toBe(claude.querySelector('fieldset'));
    const gemini = servicePage(serviceById('gemini'));
    expect(buttonAnchor(findComposer(gemini, null)!)).toBe(gemini.querySelector('.ql-editor'));
  });
});

describe('buttonPosition', () => {
  const box = { top: 500, left: 100, right: 700, bottom: 600 };
  const size = 24;

  it('sits just above the box’s end corner: right in left-to-right pages, left in right-to-left ones', () => {
    expect(buttonPosition(box, size, 1000)).toEqual({ top: 500 - size - BUTTON_GAP, left: 700 - size });
    expect(buttonPosition(box, size, 1000, 'rtl')).toEqual({ top: 500 - size - BUTTON_GAP, left: 100 });
  });

  it('goes inside the corner when there is no room above, and never past the viewport', () => {
    const atTop = { ...box, top: 10 };
    expect(buttonPosition(atTop, size, 1000)).toEqual({ top: 10 + BUTTON_GAP, left: 700 - size - BUTTON_GAP });
    expect(buttonPosition(atTop, size, 1000, 'rtl')).toEqual({ top: 10 + BUTTON_GAP, left: 100 + BUTTON_GAP });
    expect(buttonPosition({ ...box, right: 1200 }, size, 800).left).toBe(800 - size);
    expect(buttonPosition({ ...box, left: -50 }, size, 800, 'rtl').left).toBe(0);
  });
});
