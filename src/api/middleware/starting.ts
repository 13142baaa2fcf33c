/**
 * A development server whose mock is still starting (issue 49 item 2): Vite's proxy answers a call it
 * could not pass on with an empty 502 in plain text, and the first page showed 银行公告 加载失败 and the
 * fallback menu. In development builds (src/app/start-client.ts) such a call is sent again after a
 * short wait, a few times, before it counts as failed. Nothing reached the gateway, so nothing is sent
 * twice: a gateway answers with its JSON head, and nginx's own 502 is HTML. A production build never
 * installs it.
 */

/** The waits between the attempts (ms): about 10 s in all, more than the mock takes to start. */
export const STARTING_WAITS_MS: readonly number[] = [250, 500, 1000, 2000, 3000, 3000];

/** Whether an answer is the development proxy's: it could not reach the mock (refused, not listening). */
export function fromStartingProxy(response: Response): boolean {
  return response.status === 502 && (response.headers.get('Content-Type') ?? '').startsWith('text/plain');
}

/** `fetcher`, sending a call again while the development proxy says the mock is not there yet. */
export function retryWhileStarting(
  fetcher: typeof fetch,
  waits: readonly number[] = STARTING_WAITS_MS,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): typeof fetch {
  return async (input, init) => {
    for (let attempt = 0; ; attempt++) {
      // a Request's body is read once: each attempt sends a copy
      const response = await fetcher(input instanceof Request ? input.clone() : input, init);
      const wait = waits[attempt];
      if (wait === undefined || !fromStartingProxy(response)) return response;
      await response.body?.cancel();
      await sleep(wait);
    }
  };
}
