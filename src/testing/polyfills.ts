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

// jsdom computes a style by matching every rule of every stylesheet (antd's CSS-in-JS injects
// thousands) against the element, and Testing Library's role queries ask for the style of each
// element and its ancestors many times within one query. A style is kept until the document
// changes — nodes, attributes (class and style among them), text, stylesheets — as a
// MutationObserver reports it: at once through takeRecords, or through its callback for the
// changes it delivers by itself. The next call after any change computes anew.
let styles = new WeakMap<Element, CSSStyleDeclaration>();
const documentChanges = new MutationObserver(() => {
  styles = new WeakMap();
});
documentChanges.observe(document, {
  subtree: true,
  childList: true,
  attributes: true,
  characterData: true,
});
window.getComputedStyle = (element: Element) => {
  if (documentChanges.takeRecords().length > 0) styles = new WeakMap();
  let style = styles.get(element);
  if (!style) {
    style = elementStyle(element);
    styles.set(element, style);
  }
  return style;
};
