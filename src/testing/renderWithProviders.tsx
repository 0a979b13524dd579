import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes } from 'react-router-dom';
import { persistStore } from 'redux-persist';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/routes';
import { makeStore, type AppPreloadedState, type AppStore } from '@/app/store';
import { serverRendered } from '@/api/serverState';

export interface RenderOptions {
  /** The URL the router starts at. */
  route?: string;
  /** Route pattern `ui` is mounted at, e.g. '/user/reset/:hash'. */
  path?: string;
  preloadedState?: AppPreloadedState;
  /** Rehydrate from and write to browser storage, as the real app does. */
  persist?: boolean;
  /** The cache a server-rendered page came with (src/api/serverState.ts), applied first. */
  serverState?: Record<string, unknown>;
}

export type RenderWithStore = RenderResult & { store: AppStore; user: UserEvent };

/** Renders `ui` with a fresh store, the antd theme and a MemoryRouter at `route`. */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions = {},
): RenderWithStore {
  const { route = '/', path = '*', preloadedState, serverState } = options;
  const store = makeStore(preloadedState);
  if (serverState) store.dispatch(serverRendered(serverState));
  const user = userEvent.setup();
  const result = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, user };
}

export type RenderAppResult = RenderWithStore & { router: ReturnType<typeof createMemoryRouter> };

/** Renders the real route table at `route`, for flows that move between pages. */
export function renderApp(
  route: string,
  options: Omit<RenderOptions, 'route' | 'path'> = {},
): RenderAppResult {
  const store = makeStore(options.preloadedState);
  const persistor = options.persist ? persistStore(store) : undefined;
  const user = userEvent.setup();
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <AppProviders store={store} persistor={persistor}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, store, user, router };
}
