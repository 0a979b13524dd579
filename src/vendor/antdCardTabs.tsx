/**
 * The tab strip of antd's Card (`tabList`), which Card.js imports from antd's Tabs. Matchboard's
 * cards have no tabs, yet that import put the whole Tabs component into every signed-in page's
 * download; webpack resolves Card's import here instead (webpack.config.ts), and a card that
 * does use `tabList` still gets the real Tabs, loaded when it first renders.
 */
import { createElement, lazy, Suspense } from 'react';
import type { TabsProps } from 'antd';

const Tabs = lazy(() => import(/* webpackChunkName: "antd-tabs" */ 'antd/es/tabs'));

export default function CardTabs(props: TabsProps) {
  return createElement(Suspense, { fallback: null }, createElement(Tabs, props));
}
