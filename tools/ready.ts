/**
 * Waiting for a server to answer (tools/start.ts, issue 49 item 2): a URL is asked until it gives an
 * HTTP answer below 500 (a 5xx is a proxy in front of a server that is not there yet), or until the
 * time is up, which rejects with a message naming the URL.
 */
export interface WaitOptions {
  timeoutMs: number;
  /** Between two attempts. */
  intervalMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** Whether an answer says the server is up. */
export const answers = (status: number): boolean => status >= 100 && status < 500;

export async function waitUntilAnswers(url: string, options: WaitOptions): Promise<void> {
  const { timeoutMs, intervalMs = 200, fetch: get = fetch, now = Date.now } = options;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const until = now() + timeoutMs;
  let last: string;
  for (;;) {
    try {
      const response = await get(url, { signal: AbortSignal.timeout(Math.max(1, Math.min(5000, until - now()))) });
      await response.body?.cancel();
      if (answers(response.status)) return;
      last = `HTTP ${String(response.status)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    if (now() >= until) throw new Error(`${url} did not answer within ${String(Math.round(timeoutMs / 1000))} s (${last})`);
    await sleep(intervalMs);
  }
}
