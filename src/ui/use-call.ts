import { startTransition, useEffect, useState } from 'react';
import { type CallResult, send } from '@/api/client.ts';

type SdkFunction = Parameters<typeof send>[0];

export interface CallState<T> {
  /** The answer's body once the call succeeded. */
  data: T | undefined;
  /** The call failed (the request layer has shown its toast unless silent). */
  failed: boolean;
  /** The call for the current body has settled, either way. */
  done: boolean;
}

/**
 * One call from a component: made when `enabled` (again when the body changes), its answer dropped
 * when the component has moved on. Silent unless told otherwise.
 */
export function useCall<F extends SdkFunction>(
  call: F,
  body: Parameters<typeof send<F>>[1],
  { enabled = true, silent = true }: { enabled?: boolean; silent?: boolean } = {},
): CallState<CallResult<F>> {
  const key = enabled ? JSON.stringify(body) : undefined;
  const [state, setState] = useState<{ key?: string; data?: CallResult<F>; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    // the answer renders as a transition: in slices, not in one long task of a slow phone's main thread
    send(call, JSON.parse(key) as Parameters<typeof send<F>>[1], { silent }).then(
      (data) => {
        if (current) startTransition(() => setState({ key, data, failed: false }));
      },
      () => {
        if (current) startTransition(() => setState({ key, failed: true }));
      },
    );
    return () => {
      current = false;
    };
  }, [call, key, silent]);
  const done = key !== undefined && state.key === key;
  return { data: done ? state.data : undefined, failed: done && state.failed, done };
}
