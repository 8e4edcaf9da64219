// Vitest setup for the web project (jsdom): jest-dom matchers, DOM cleanup between tests, and the
// browser APIs jsdom lacks but Mantine uses (matchMedia, ResizeObserver, scrollIntoView).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { closeModal } from '../src/lib/modal-store';

// A lazy page's first import takes longer than Testing Library's 1 s on a busy 2-core machine; a
// test must not fail because the machine is slow (findBy* still fails fast when the text is wrong
// only after this wait, which a passing test never reaches).
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  closeModal(); // the one modal state is a module singleton
  localStorage.clear();
  sessionStorage.clear();
});

if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    configurable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', {
    writable: true,
    configurable: true,
    value: ResizeObserverStub,
  });
}

if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};

// Mantine reads computed styles with a pseudo-element argument jsdom does not implement.
const { getComputedStyle } = window;
window.getComputedStyle = (elt: Element) => getComputedStyle(elt);
