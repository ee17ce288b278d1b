import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Role queries over antd's larger trees take a while in jsdom, longer on a busy 2-core machine.
configure({ asyncUtilTimeout: 10000 });

afterEach(() => cleanup());

// Unmounting commits, and React runs that commit's passive effects on the scheduler's next macrotask
// (setImmediate). When a file's last test ends without yielding to the event loop, that task would run
// after jsdom has closed and throw "window is not defined" (vitest then exits 1 with no failed test):
// let it run while the window is still there.
afterAll(async () => {
  cleanup();
  await new Promise((resolve) => setImmediate(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
});

// antd reads media queries and the scrollbar size; jsdom has neither.
if (typeof window !== 'undefined' && !window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

// antd's dialogs and text areas observe sizes; jsdom has no layout, so nothing ever changes.
if (typeof window !== 'undefined' && !('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { value: ResizeObserverStub });
}
// jsdom does not implement getComputedStyle for pseudo-elements (antd measures scrollbars with it).
if (typeof window !== 'undefined') {
  const original = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element, pseudo?: string | null) =>
    original(element, pseudo ? undefined : pseudo);
}
