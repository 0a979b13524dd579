/** How the benches load a server: clients in a closed loop, each sending again on each answer. */

/** Clients of a closed loop: ten, each waiting for its answer before it asks again. */
export const CLIENTS = 10;

/**
 * `clients` callers each calling `call` again as soon as it returns, for `seconds`: the time of
 * every call (what `call` returns, in ms) and how many calls were answered per second. Call `i`
 * counts up across the clients (0, 1, … interleaved), for a caller that rotates its requests.
 */
export async function closedLoop(
  seconds: number,
  call: (i: number) => Promise<number>,
  clients = CLIENTS,
): Promise<{ times: number[]; rps: number }> {
  const times: number[] = [];
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < deadline; i += clients) times.push(await call(i));
    }),
  );
  return { times, rps: times.length / ((performance.now() - started) / 1000) };
}
