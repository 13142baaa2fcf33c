import { Box, Spinner } from '@chakra-ui/react';
import { Activity, Fragment, type ReactNode, Suspense, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useOutlet } from 'react-router-dom';
import { type KeptScreen, visitKept } from './rules/keep-alive.ts';

/** Remembers each kept screen's scroll position while the user scrolls it. */
function useKeptScroll(key: string, keepAlive: boolean) {
  const positions = useRef(new Map<string, number>());
  const current = useRef({ key, keepAlive });
  useLayoutEffect(() => {
    current.current = { key, keepAlive };
    // back on a kept screen: where the user left it; a kept screen seen first: the top
    if (keepAlive) window.scrollTo(0, positions.current.get(key) ?? 0);
  }, [key, keepAlive]);
  useLayoutEffect(() => {
    const onScroll = () => {
      if (current.current.keepAlive) positions.current.set(current.current.key, window.scrollY);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
    };
  }, []);
}

/**
 * The route's screen, with the kept-alive screens (spec 001 §2) kept mounted while hidden (React's
 * `<Activity mode="hidden">`): their typed input, scroll position and query results survive a visit
 * elsewhere. At most KEEP_ALIVE_MAX stay (least recently used dropped). While the guard has not
 * allowed the route (`show` false) the kept screens stay mounted and hidden and the fallback shows.
 * The caller remounts this component to drop them all (logout, another user, the refresh flag).
 */
interface Props {
  keepAlive: boolean;
  show: boolean;
  fallback: ReactNode;
}

export function KeepAliveOutlet({ keepAlive, show, fallback }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const { pathname } = location;
  const [kept, setKept] = useState<{ visit: string; screens: KeptScreen<ReactNode>[] }>({ visit: '', screens: [] });
  useKeptScroll(pathname, keepAlive && show);
  // once per allowed navigation (a history entry without a key of its own is told apart by its path)
  const visit = `${location.key}:${pathname}`;
  if (show && kept.visit !== visit) {
    setKept({ visit, screens: visitKept(kept.screens, pathname, outlet, keepAlive) });
  }
  const visible = (key: string) => show && key === pathname;
  // a screen whose area module is still loading (src/kit/bound-operation.ts) waits here, the shell around it
  return (
    <Suspense fallback={<Box p="10" textAlign="center" aria-busy="true"><Spinner /></Box>}>
      {kept.screens.map((s) => (
        <Activity key={s.key} mode={visible(s.key) ? 'visible' : 'hidden'}>
          {visible(s.key) ? outlet : s.value}
        </Activity>
      ))}
      {/* another path is another screen, even under the same pattern (a route parameter): a fresh form */}
      {!show ? fallback : keepAlive ? null : <Fragment key={pathname}>{outlet}</Fragment>}
    </Suspense>
  );
}
