/**
 * antd's ConfigProvider imports the tooltip's UniqueProvider (antd/es/tooltip/UniqueProvider),
 * and with it @rc-component/trigger's popup and alignment code, for every page's first download,
 * though it renders it only when `tooltip.unique` is configured, which Matchboard does not.
 * webpack resolves that import here instead (webpack.config.ts): the same provider, loaded only
 * if a page ever asks for it, showing its children meanwhile.
 */
import { lazy, Suspense, type ReactNode } from 'react';

const UniqueProvider = lazy(() => import('antd/es/tooltip/UniqueProvider'));

export default function LazyUniqueProvider({ children }: { children?: ReactNode }) {
  return (
    <Suspense fallback={children}>
      <UniqueProvider>{children}</UniqueProvider>
    </Suspense>
  );
}
