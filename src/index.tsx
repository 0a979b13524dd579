import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { SessionKeeper } from '@/app/SessionKeeper';
import { makeStore } from '@/app/store';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { applyDocumentMetadata, parseConfig } from '@/config/env';
import './app/global.css';

const root = createRoot(document.getElementById('root') as HTMLElement);
const config = parseConfig(window.__MATCHBOARD_CONFIG__);

if (!config.ok) {
  console.error('Matchboard configuration problems:', config.problems);
  root.render(<ConfigErrorScreen problems={config.problems} />);
} else {
  applyDocumentMetadata(config.config);
  const store = makeStore();
  const persistor = persistStore(store);
  root.render(
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <SessionKeeper />
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
}
