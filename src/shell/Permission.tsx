import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import type { UserInfo } from '@/api/generated/areas/login/types.gen.ts';
import { isPermitted, NO_PERMISSION_PATH } from '@/routing/permission.ts';
import { sessionStore } from '@/session/store.ts';

/** The user's text fields a permission can name (SESSION_TIMEOUT, a number, is not one). */
type UserField = Exclude<keyof UserInfo, 'SESSION_TIMEOUT'>;

/** Whether the current user's field (USER_INDVATTELVL unless named) is in the semicolon-separated list. */
export function usePermission(allowed: string, field: UserField = 'USER_INDVATTELVL'): boolean {
  const value = useStore(sessionStore, (s) => s.userInfo?.[field]);
  return isPermitted(value, allowed);
}

/** A non-click element: removed when not allowed (spec 000 §6). */
export function Permission({ allowed, field, children }: { allowed: string; field?: UserField; children: ReactNode }) {
  return usePermission(allowed, field) ? children : null;
}

/** A click: runs when allowed, else goes to /error/401 in the cover layout (spec 000 §6). */
export function usePermittedClick<A extends unknown[]>(
  allowed: string,
  action: (...args: A) => void,
  field: UserField = 'USER_INDVATTELVL',
): (...args: A) => void {
  const ok = usePermission(allowed, field);
  const navigate = useNavigate();
  return (...args: A) => {
    if (ok) action(...args);
    else void navigate(NO_PERMISSION_PATH);
  };
}
