import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { isGatewayCall, lockDueAt } from '@/session/idle-lock.ts';
import { lockForIdle } from '@/session/logout.ts';
import { sessionStore } from '@/session/store.ts';

/**
 * Arms the idle lock while a user is logged in (issue 15 finding 12): every call to /api the page
 * makes (seen as resource timings, so the request layer needs no hook) moves the lock to a minute
 * before the server's session would expire; when it falls due the content is blanked and the login
 * flow starts (session.ts lockForIdle). Renders nothing.
 */
export function IdleLock({ currentPath }: { currentPath: () => string }) {
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const timeout = useStore(sessionStore, (s) => s.userInfo?.SESSION_TIMEOUT);
  const [lastCall, setLastCall] = useState(() => Date.now());
  useEffect(() => {
    if (!loggedIn || typeof PerformanceObserver === 'undefined') return;
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((e) => isGatewayCall(e.name))) setLastCall(Date.now());
    });
    try {
      observer.observe({ type: 'resource', buffered: false });
    } catch {
      return;
    }
    return () => {
      observer.disconnect();
    };
  }, [loggedIn]);
  useEffect(() => {
    if (!loggedIn) return;
    const timer = setTimeout(() => {
      lockForIdle(currentPath());
    }, Math.max(0, lockDueAt(lastCall, timeout) - Date.now()));
    return () => {
      clearTimeout(timer);
    };
  }, [loggedIn, lastCall, timeout, currentPath]);
  return null;
}
