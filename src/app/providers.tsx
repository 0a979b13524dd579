import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { FeedbackProvider } from '@/components/feedback/FeedbackProvider';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProvidersProps {
  store: AppStore;
  /** Omitted in tests, which start from preloaded state instead of browser storage. */
  persistor?: Persistor;
  children: ReactNode;
}

/** Store, persisted-state gate, antd theme and antd's message/notification context. */
export function AppProviders({ store, persistor, children }: AppProvidersProps) {
  const content = (
    <ConfigProvider theme={theme}>
      <FeedbackProvider>{children}</FeedbackProvider>
    </ConfigProvider>
  );
  // src/index.tsx renders once the stored state is read; the gate stays for any other caller.
  return (
    <Provider store={store}>
      {persistor && !persistor.getState().bootstrapped ? (
        <PersistGate loading={null} persistor={persistor}>
          {content}
        </PersistGate>
      ) : (
        content
      )}
    </Provider>
  );
}
