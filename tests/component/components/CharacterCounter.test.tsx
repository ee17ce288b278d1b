import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CharacterCounter from '@site/src/components/CharacterCounter';
import { setPageLocale } from '../stubs/useDocusaurusContext';

const MAX = 100;
const liveRegion = (container: HTMLElement) => container.querySelector('[aria-live="polite"]')!;

describe('CharacterCounter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setPageLocale('en');
  });

  it('says what is left, in whole sentences with the plural form the number takes, counting trimmed characters', () => {
    const { rerender } = render(<CharacterCounter text={'  👍🏽 e\u0301  '} max={MAX} />);
    expect(screen.getByText('97 characters left')).toBeInTheDocument();
    rerender(<CharacterCounter text={'x'.repeat(MAX - 1)} max={MAX} />);
    expect(screen.getByText('1 character left')).toBeInTheDocument();
    rerender(<CharacterCounter text={'x'.repeat(MAX + 3)} max={MAX} />);
    expect(screen.getByText('3 characters over the limit')).toBeInTheDocument();
  });

  it('writes numbers as the page’s language does', () => {
    setPageLocale('de');
    render(<CharacterCounter text="" max={4000} />);
    expect(screen.getByText('4.000 characters left')).toBeInTheDocument();
  });

  it('tells screen readers near the limit only, once typing pauses, and says it once', () => {
    const { container, rerender } = render(<CharacterCounter text={'x'.repeat(50)} max={MAX} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(liveRegion(container)).toBeEmptyDOMElement();
    expect(screen.getByText('50 characters left')).not.toHaveAttribute('aria-hidden');

    rerender(<CharacterCounter text={'x'.repeat(95)} max={MAX} />);
    expect(liveRegion(container)).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(2000));
    expect(liveRegion(container)).toHaveTextContent('5 characters left');
    // The visible copy says the same: hidden from screen readers while the live region holds it.
    const visible = Array.from(container.querySelectorAll('span')).find((span) => span !== liveRegion(container))!;
    expect(visible).toHaveTextContent('5 characters left');
    expect(visible).toHaveAttribute('aria-hidden', 'true');

    rerender(<CharacterCounter text={'x'.repeat(MAX + 1)} max={MAX} />);
    act(() => vi.advanceTimersByTime(2000));
    expect(liveRegion(container)).toHaveTextContent('1 character over the limit');
  });
});
