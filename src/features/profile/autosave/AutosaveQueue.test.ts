import { AutosaveQueue, type AutosaveStatus } from './AutosaveQueue';

interface Call {
  members: Record<string, unknown>;
  resolve(): void;
  reject(error: unknown): void;
}

/** A sender whose calls the test settles one by one. */
function controlledSender() {
  const calls: Call[] = [];
  const send = (members: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => calls.push({ members, resolve, reject }));
  return { calls, send };
}

const flush = () => Promise.resolve().then(() => Promise.resolve());

describe('AutosaveQueue', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('keeps one save in flight and sends edits made meanwhile together, newest value first', async () => {
    const { calls, send } = controlledSender();
    const queue = new AutosaveQueue({ send });
    queue.enqueue({ a: 1 });
    queue.enqueue({ a: 2, b: 1 });
    queue.enqueue({ a: 3 });
    expect(calls).toHaveLength(1);
    expect(calls[0].members).toEqual({ a: 1 });
    calls[0].resolve();
    await flush();
    expect(calls).toHaveLength(2);
    expect(calls[1].members).toEqual({ a: 3, b: 1 });
    calls[1].resolve();
    await flush();
    expect(queue.state.status).toBe('saved');
    expect(queue.hasPending).toBe(false);
  });

  it('retries a failed save with a growing delay and never lets an older value win', async () => {
    const { calls, send } = controlledSender();
    const statuses: AutosaveStatus[] = [];
    const queue = new AutosaveQueue({ send, retryDelay: (n) => 1000 * 2 ** n });
    queue.subscribe((state) => statuses.push(state.status));
    queue.enqueue({ a: 1, b: 1 });
    calls[0].reject(new Error('offline'));
    await flush();
    expect(queue.state.status).toBe('retrying');
    queue.enqueue({ a: 2 });
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(999);
    expect(calls).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(calls[1].members).toEqual({ a: 2, b: 1 });
    calls[1].reject(new Error('offline'));
    await flush();
    jest.advanceTimersByTime(1999);
    expect(calls).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(calls[2].members).toEqual({ a: 2, b: 1 });
    calls[2].resolve();
    await flush();
    expect(queue.state.status).toBe('saved');
    expect(statuses).toEqual([
      'saving',
      'retrying',
      'retrying',
      'saving',
      'retrying',
      'saving',
      'saved',
    ]);
  });

  it('drops a change the server refuses for good and goes on with newer ones', async () => {
    const { calls, send } = controlledSender();
    const queue = new AutosaveQueue({ send, isPermanent: () => true });
    queue.enqueue({ a: 'bad' });
    queue.enqueue({ b: 1 });
    calls[0].reject({ status: 422 });
    await flush();
    expect(queue.state.status).toBe('rejected');
    expect(calls[1].members).toEqual({ b: 1 });
    calls[1].resolve();
    await flush();
    expect(queue.state.status).toBe('saved');
  });

  it('ignores an empty change', () => {
    const { calls, send } = controlledSender();
    const queue = new AutosaveQueue({ send });
    queue.enqueue({});
    expect(calls).toHaveLength(0);
    expect(queue.state.status).toBe('idle');
  });
});
