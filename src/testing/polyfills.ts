import { mediaQueryList } from './mediaQuery';

// jsdom lacks a few browser APIs that antd and draft-js call on mount.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
Object.assign(globalThis, { ResizeObserver: ResizeObserverStub });

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query),
});

window.scrollTo = () => {};

// antd's Select schedules work through MessageChannel, which the jsdom environment lacks. A
// timer-based channel keeps that order of events without holding the test process open.
class MessagePortStub {
  onmessage: ((event: { data: unknown }) => void) | null = null;
  other: MessagePortStub | null = null;
  postMessage(data: unknown): void {
    const target = this.other;
    setTimeout(() => target?.onmessage?.({ data }), 0);
  }
  start(): void {}
  close(): void {}
}
class MessageChannelStub {
  port1 = new MessagePortStub();
  port2 = new MessagePortStub();
  constructor() {
    this.port1.other = this.port2;
    this.port2.other = this.port1;
  }
}
if (typeof globalThis.MessageChannel === 'undefined') {
  Object.assign(globalThis, { MessageChannel: MessageChannelStub });
}

// jsdom implements getComputedStyle for elements only; antd's scroll locker asks for a
// pseudo-element (::-webkit-scrollbar). Answer with the element's own style instead of failing.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
