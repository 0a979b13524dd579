/**
 * Stands in for the Redux DevTools browser extension: records what the extension would receive
 * (every action and state after the sanitizers ran). Import it before anything that loads Redux
 * Toolkit, which looks for the extension when it loads.
 */
import { compose, type Action, type Reducer, type StoreEnhancer } from 'redux';

interface DevtoolsOptions {
  actionSanitizer?: (action: Action, id: number) => Action;
  stateSanitizer?: (state: unknown, index: number) => unknown;
}

export const devtoolsReceived: { action: unknown; state: unknown }[] = [];

const fakeCompose =
  (options: DevtoolsOptions) =>
  (...enhancers: StoreEnhancer[]): StoreEnhancer =>
    ((createStore: (reducer: Reducer, preloaded?: unknown) => unknown) =>
      (reducer: Reducer, preloaded?: unknown) => {
        const recording: Reducer = (state, action) => {
          const next = reducer(state, action);
          devtoolsReceived.push({
            action: options.actionSanitizer ? options.actionSanitizer(action, 0) : action,
            state: options.stateSanitizer ? options.stateSanitizer(next, 0) : next,
          });
          return next;
        };
        const enhanced = (
          compose(...enhancers) as (next: typeof createStore) => typeof createStore
        )(createStore);
        return enhanced(recording, preloaded);
      }) as unknown as StoreEnhancer; // Redux's enhancer generics cannot express this wrapper.

Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: fakeCompose });
