/**
 * One way to fetch what a screen shows (docs/adr/0010-data-cache.md): TanStack Query's cache
 * (`@tanstack/query-core`) under every read the app makes: a component's call (useCall), a query
 * screen's pages, the guard's server checks (fetchCall). One answer per call and body at a time
 * (identical calls in flight are one), answers kept for the next viewer while fresh, and a screen that
 * comes back shows what it had. No automatic retries: a bank's call is tried again by the user.
 *
 * The cache's code loads on first use, beside the first call (which waits for its cipher suite
 * anyway): the first paint does not carry it. It is emptied whenever the user or the enterprise
 * changes (forgetCalls), so one user's answers never show to another.
 */
import { startTransition, useEffect, useState } from 'react';
import type { QueryClient, QueryObserver, QueryObserverResult } from '@tanstack/query-core';
import { type CallResult, send } from './client.ts';

type SdkFunction = Parameters<typeof send>[0];
type Body<F extends SdkFunction> = Parameters<typeof send<F>>[1];

/** How long an answer counts as fresh: a viewer within it gets it without a new call. */
export const FRESH_MS = 30_000;
/** How long an answer no one shows is kept. */
export const KEPT_MS = 10 * 60_000;

interface Cache {
  client: QueryClient;
  Observer: typeof QueryObserver;
}

let cache: Promise<Cache> | undefined;

/** The cache, loaded on first use. */
export function callCache(): Promise<Cache> {
  cache ??= import('@tanstack/query-core').then(({ QueryClient, QueryObserver }) => ({
    client: new QueryClient({
      defaultOptions: {
        queries: {
          retry: false,
          staleTime: FRESH_MS,
          gcTime: KEPT_MS,
          refetchOnWindowFocus: false,
          refetchOnReconnect: false,
        },
      },
    }),
    Observer: QueryObserver,
  }));
  return cache;
}

/**
 * Every kept answer is out of date (a transaction was booked: balances, entries, instructions and
 * to-dos changed): shown ones are asked again, the others when next shown.
 */
export async function staleCalls(): Promise<void> {
  if (cache) await (await cache).client.invalidateQueries();
}

/** Drops every kept answer (a new user, a logout, another enterprise). */
export async function forgetCalls(): Promise<void> {
  if (cache) (await cache).client.clear();
}

const ids = new WeakMap<SdkFunction, number>();
let lastId = 0;
/** A call's key: the SDK function (by identity: minified names are not unique), the body, a tag. */
function keyOf(call: SdkFunction, body: string, tag: string): readonly unknown[] {
  let id = ids.get(call);
  if (id === undefined) {
    id = ++lastId;
    ids.set(call, id);
  }
  return ['call', id, body, tag];
}

export interface CallOptions {
  /** Make the call (default true); a call that is not enabled shows nothing. */
  enabled?: boolean;
  /** No toast on failure (default true: the component shows what failed). */
  silent?: boolean;
  /** How long an answer counts as fresh (default FRESH_MS; 0: ask again for each viewer). */
  freshMs?: number;
  /** Part of the key: a new tag asks again even for the same body (a query's 查询, 重试). */
  tag?: string;
}

export interface CallState<T> {
  /** The answer's body once the call succeeded. */
  data: T | undefined;
  /** The call failed (the request layer has shown its toast unless silent). */
  failed: boolean;
  /** Why, when it failed. */
  error: unknown;
  /** The call for the current body has settled, either way. */
  done: boolean;
}

interface Shown<T> {
  key: string;
  data?: T;
  failed: boolean;
  error?: unknown;
}

/**
 * A component's call, made when enabled (again when the body or tag changes), its answer from the cache
 * when fresh. The answer renders as a transition: in slices, not in one long task of a slow phone's main
 * thread.
 */
export function useCall<F extends SdkFunction>(
  call: F,
  body: Body<F>,
  options: CallOptions = {},
): CallState<CallResult<F>> {
  const { enabled = true, silent = true, freshMs = FRESH_MS, tag = '' } = options;
  const key = enabled ? JSON.stringify(body) : undefined;
  const [shown, setShown] = useState<Shown<CallResult<F>>>();
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    let stop: (() => void) | undefined;
    void callCache().then(({ client, Observer }) => {
      if (!live) return;
      const observer = new Observer<CallResult<F>>(client, {
        queryKey: keyOf(call, key, tag),
        queryFn: () => send(call, JSON.parse(key) as Body<F>, { silent }),
        staleTime: freshMs,
      });
      const show = (result: QueryObserverResult<CallResult<F>>) => {
        if (result.status === 'pending') return;
        const next: Shown<CallResult<F>> = result.status === 'success'
          ? { key: `${key}\n${tag}`, data: result.data, failed: false }
          : { key: `${key}\n${tag}`, failed: true, error: result.error };
        startTransition(() => {
          if (live) setShown(next);
        });
      };
      show(observer.getCurrentResult());
      stop = observer.subscribe(show);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [call, key, tag, silent, freshMs]);
  const current = key !== undefined && shown?.key === `${key}\n${tag}` ? shown : undefined;
  return { data: current?.data, failed: current?.failed ?? false, error: current?.error, done: current !== undefined };
}

/** A call's answer from the cache when fresh, else from the gateway (one call for identical ones in flight). */
export async function fetchCall<F extends SdkFunction>(
  call: F,
  body: Body<F>,
  { silent = true, freshMs = FRESH_MS }: Pick<CallOptions, 'silent' | 'freshMs'> = {},
): Promise<CallResult<F>> {
  const { client } = await callCache();
  const text = JSON.stringify(body);
  return client.query({ queryKey: keyOf(call, text, ''), queryFn: () => send(call, body, { silent }), staleTime: freshMs });
}
