/**
 * The default layout's left menu and breadcrumb load on demand (issue 51 item 6): the home page's cover
 * layout shows neither, so they are not in the first paint (about 2 KB gzip). A route of the default layout
 * loads them beside its screen (src/app/route-object.tsx), so the router has them by the time it renders
 * the route; until then (a layout asked for by `?layout=default`, or a chunk that failed to arrive) the
 * shell keeps their place with a box of the same size, so nothing moves when they come, and the
 * content stays usable.
 */
import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { browserStorage } from '@/api/browser-storage.ts';
import { isNarrow } from './narrow-window.ts';
import { readCollapsed } from './rules/side-menu.ts';

type Parts = typeof import('./DefaultLayoutParts.tsx');

let loaded: Parts | undefined;
let loading: Promise<Parts> | undefined;

/** Loads the parts once; a failed load is asked again by the next call. */
export function loadDefaultLayoutParts(): Promise<Parts> {
  loading ??= import('./DefaultLayoutParts.tsx').then(
    (parts) => (loaded = parts),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The parts when the default layout shows (`wanted`): at once when loaded, else once they are. */
export function useDefaultLayoutParts(wanted: boolean): Parts | undefined {
  const [parts, setParts] = useState(() => loaded);
  useEffect(() => {
    if (!wanted || parts) return;
    let current = true;
    loadDefaultLayoutParts().then(
      (arrived) => {
        if (current) setParts(arrived);
      },
      () => undefined, // the placeholders stay; the next route of the layout asks again
    );
    return () => {
      current = false;
    };
  }, [wanted, parts]);
  return parts ?? loaded;
}

/** The left menu's place while it loads: its width, collapsed or open as it will be. */
export function SideMenuPlace() {
  const collapsed = readCollapsed(browserStorage('session'), isNarrow());
  return <Box w={collapsed ? '10' : '52'} flexShrink={0} borderEndWidth="1px" bg="bg.subtle" aria-hidden="true" />;
}

/** The breadcrumb's place while it loads: its height. */
export function BreadcrumbPlace() {
  return <Box h="46px" borderBottomWidth="1px" aria-hidden="true" />;
}
