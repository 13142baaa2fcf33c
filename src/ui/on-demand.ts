/**
 * A part of the shell that is not in the first paint (issue 51 item 6): its module loads when a page
 * first wants it (or when asked ahead, e.g. beside a route's screen), once; a load that failed is
 * asked again by the next want. Until it has arrived the caller shows a stand-in of its own (a box of
 * the same size, the bare input), so nothing moves and nothing typed is lost when it comes.
 */
import { useEffect, useState } from 'react';

export interface OnDemand<T> {
  /** Loads the module once; a failed load is asked again by the next call. */
  load: () => Promise<T>;
  /** The module if it has arrived. */
  loaded: () => T | undefined;
  /** The module while `wanted`: at once when loaded, else once it is (a failure leaves it undefined). */
  useLoaded: (wanted: boolean) => T | undefined;
}

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let arrived: T | undefined;
  let loading: Promise<T> | undefined;
  const load = (): Promise<T> => {
    loading ??= importer().then(
      (module) => (arrived = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const useLoaded = (wanted: boolean): T | undefined => {
    // renders the caller again once the module has arrived (a state update after unmount is dropped)
    const [, setArrived] = useState<T>();
    useEffect(() => {
      if (!wanted || arrived) return;
      load().then(
        (module) => setArrived(() => module),
        () => undefined, // the stand-in stays; the next want asks again
      );
    }, [wanted]);
    return arrived;
  };
  return { load, loaded: () => arrived, useLoaded };
}
