import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import type { FeedbackApis, ShowToast } from './feedbackApis';
import type { FeedbackHoldersProps } from './FeedbackHolders';
import { LoadFailureBoundary } from './LoadFailureBoundary';

/** One try at loading the feedback chunk; the key gives each try a fresh error boundary. */
interface LoadAttempt {
  key: number;
  Holders: ComponentType<FeedbackHoldersProps>;
}

/** A new lazy component per try, because React.lazy keeps a failed import failed for good. */
function lazyHolders(): ComponentType<FeedbackHoldersProps> {
  return lazy(() => import(/* webpackChunkName: "feedback" */ './FeedbackHolders'));
}

const FeedbackContext = createContext<((show: ShowToast) => void) | null>(null);

/**
 * Gives its subtree a way to show antd toasts without loading antd's message and notification
 * code up front: the holders (see FeedbackHolders) are downloaded when the first toast is
 * requested. Requests made before they are ready wait in a queue and are shown in order as soon
 * as the holders hand over their instances. If the download fails, the queue is kept and the next
 * request tries again. Render it inside antd's ConfigProvider so toasts use the theme.
 */
export function FeedbackProvider({ children }: { children: ReactNode }) {
  const apis = useRef<FeedbackApis | null>(null);
  const queue = useRef<ShowToast[]>([]);
  // Set while a download is under way, so several requests in one tick start a single one.
  const loading = useRef(false);
  const attempts = useRef(0);
  const [attempt, setAttempt] = useState<LoadAttempt | null>(null);

  const request = useCallback((show: ShowToast) => {
    if (apis.current) {
      show(apis.current);
      return;
    }
    queue.current.push(show);
    if (loading.current) return;
    loading.current = true;
    attempts.current += 1;
    setAttempt({ key: attempts.current, Holders: lazyHolders() });
  }, []);

  const onReady = useCallback((ready: FeedbackApis) => {
    apis.current = ready;
    loading.current = false;
    const waiting = queue.current;
    queue.current = [];
    for (const show of waiting) show(ready);
  }, []);

  const onLoadFailed = useCallback(() => {
    loading.current = false;
  }, []);

  return (
    <FeedbackContext.Provider value={request}>
      {attempt && (
        <LoadFailureBoundary key={attempt.key} onError={onLoadFailed}>
          <Suspense fallback={null}>
            <attempt.Holders onReady={onReady} />
          </Suspense>
        </LoadFailureBoundary>
      )}
      {children}
    </FeedbackContext.Provider>
  );
}

/**
 * The nearest FeedbackProvider's request function: it shows a toast through antd's instances
 * now if they are loaded, or queues it until they are.
 */
export function useShowToast(): (show: ShowToast) => void {
  const request = useContext(FeedbackContext);
  if (!request) throw new Error('useShowToast must be used inside <FeedbackProvider>.');
  return request;
}
