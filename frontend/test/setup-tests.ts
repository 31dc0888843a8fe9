import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// react-router and Ant Design's form fields need these; jsdom 20 does not provide them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

type Handler = ((event: { data: unknown }) => void) | null;
interface FakePort {
  onmessage: Handler;
  postMessage: (data: unknown) => void;
  close: () => void;
  start: () => void;
}

/** A timer-based MessageChannel (Node's keeps the process alive after the tests). */
class TimerMessageChannel {
  readonly port1: FakePort;
  readonly port2: FakePort;
  constructor() {
    const makePort = (): FakePort => ({
      onmessage: null,
      postMessage: () => undefined,
      close: () => undefined,
      start: () => undefined,
    });
    this.port1 = makePort();
    this.port2 = makePort();
    this.port1.postMessage = (data) => setTimeout(() => this.port2.onmessage?.({ data }), 0);
    this.port2.postMessage = (data) => setTimeout(() => this.port1.onmessage?.({ data }), 0);
  }
}
if (!('MessageChannel' in globalThis)) Object.assign(globalThis, { MessageChannel: TimerMessageChannel });

// Ant Design renders slowly in jsdom; give async queries more time than the 1 s default.
// Role queries skip the costly visibility check (getComputedStyle over CSS-in-JS); tests assert visibility where it matters.
configure({ asyncUtilTimeout: 10000, defaultHidden: true });

// jsdom lacks these browser APIs that Ant Design's responsive helpers call.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
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

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

window.scrollTo = () => undefined;
