import { StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { persistStore, type Persistor } from 'redux-persist';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { SessionKeeper } from '@/app/SessionKeeper';
import { makeStore } from '@/app/store';
import { ConfigErrorScreen } from '@/app/ConfigErrorScreen';
import { canHydrate, markLive, recordTypingBeforeHydration } from '@/app/hydration';
import { applyDocumentMetadata, parseConfig } from '@/config/env';
import { readServerState, serverRendered } from '@/api/serverState';
import './app/global.css';

const container = document.getElementById('root') as HTMLElement;
const config = parseConfig(globalThis.__MATCHBOARD_CONFIG__);

/** Resolves once redux-persist has read the stored state (localStorage answers at once). */
function bootstrapped(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

/** A fresh client render, dropping any pre-rendered markup that does not fit this visit. */
function render(app: ReactNode): void {
  markLive(container);
  container.replaceChildren();
  createRoot(container).render(app);
}

if (!config.ok) {
  console.error('Matchboard configuration problems:', config.problems);
  render(<ConfigErrorScreen problems={config.problems} />);
} else {
  applyDocumentMetadata(config.config);
  const store = makeStore();
  // A page the server rendered with data (the public job page) starts from the same answers.
  const serverState = readServerState(document);
  if (serverState) store.dispatch(serverRendered(serverState));
  const persistor = persistStore(store);
  // redux-persist writes on its own tick: what changed just before the page is left (a sign-in,
  // then a reload or an address typed at once) is written as the page goes.
  window.addEventListener('pagehide', () => void persistor.flush());
  const app = (
    <StrictMode>
      <AppProviders store={store} persistor={persistor}>
        <SessionKeeper />
        <AppRouter />
      </AppProviders>
    </StrictMode>
  );
  // The first render must be the real one (a stored session, say), so the stored state is read
  // first; the build's pre-rendered visitor pages are then hydrated when they fit this visit.
  void bootstrapped(persistor).then(() => {
    if (canHydrate(container, config.config, store.getState(), window.location)) {
      recordTypingBeforeHydration(container);
      hydrateRoot(container, app);
    } else {
      render(app);
    }
  });
}
