import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { useStore } from 'zustand';
import { type MenuItem, menuForPath, menuTrail } from '@/routing/menus.ts';
import { sessionStore } from '@/session/store.ts';

/** The menus from the root down to the current route's menu (top menu, left menu, breadcrumb). */
export function useMenuTrail(): MenuItem[] {
  const location = useLocation();
  const menus = useStore(sessionStore, (s) => s.menus);
  return useMemo(() => {
    const menu = menuForPath(menus, location.pathname, location.search);
    return menu ? menuTrail(menus, menu.MENU_ID) : [];
  }, [menus, location.pathname, location.search]);
}
