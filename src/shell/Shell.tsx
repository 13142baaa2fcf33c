import { Box, Flex } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useMatches, useSearchParams } from 'react-router-dom';
import { useStore } from 'zustand';
import { browserStorage } from '@/api/browser-storage.ts';
import { completeChinese } from '@/i18n/index.ts';
import { configuredTargets } from '@/routing/departures.ts';
import { type Embedding, originOf, type RouteHandle, type RouteMeta, resolveLayout } from '@/routing/meta.ts';
import { sessionStore } from '@/session/store.ts';
import { BreadcrumbPlace, defaultLayoutParts, SideMenuPlace } from './default-layout.tsx';
import { Footer } from './Footer.tsx';
import { GuardedOutlet } from './GuardedOutlet.tsx';
import { Header } from './Header.tsx';
import { BROWSER_SUPPORT_CHECK_KEY, shouldShowLegacyNotice } from './rules/browser-check.ts';
import { shellUi } from './shell-actions.ts';
import { SkipLink } from './SkipLink.tsx';
import { isFramed } from '@/routing/framed.ts';

/**
 * What only some visits need loads on demand, not with the first paint. The login dialog and the guide
 * show texts of zh-CN's rest, loaded beside their code (issue 51 item 6).
 */
function withChinese<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), completeChinese()]).then(([module]) => module);
}
const LoginOverlay = lazy(withChinese(() => import('./login/LoginOverlay.tsx')));
const LegacyBrowserNotice = lazy(() => import('./overlays.tsx'));
const HelperGuide = lazy(withChinese(() => import('./HelperGuide.tsx')));

/** The innermost matched route's meta. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/**
 * Content scrolls to the top on a route change unless the route's meta says not to (spec 000 §2); a
 * kept-alive screen gets its own position back (KeepAliveOutlet).
 */
function useScrollToTop(meta: RouteMeta | undefined) {
  const { pathname } = useLocation();
  const keep = meta?.noScrollTop === true || meta?.keepAlive === true;
  useEffect(() => {
    if (!keep) window.scrollTo(0, 0);
  }, [pathname, keep]);
}

function Overlays() {
  const flowRunning = useStore(sessionStore, (s) => s.flow.status === 1);
  const guideOpen = useStore(shellUi, (s) => s.guideOpen);
  const [legacy] = useState(() => {
    let flag: string | null = null;
    try {
      flag = browserStorage('local')?.getItem(BROWSER_SUPPORT_CHECK_KEY) ?? null;
    } catch {
      // storage refused: check anyway
    }
    return shouldShowLegacyNotice(navigator.userAgent, flag);
  });
  return (
    <Suspense fallback={null}>
      {flowRunning ? <LoginOverlay /> : null}
      {legacy ? <LegacyBrowserNotice userAgent={navigator.userAgent} /> : null}
      {guideOpen ? <HelperGuide onClose={() => shellUi.setState({ guideOpen: false })} /> : null}
    </Suspense>
  );
}

/**
 * Whether this page is framed, by which origin, and which origins may (the sibling applications of
 * VITE_*_APP_URL and the portal itself). The production serving also sends frame-ancestors (see
 * Deployment); this keeps `?layout=iframe` from hiding the header where that header is missing.
 */
function embedding(): Embedding {
  const framed = isFramed();
  const ancestors = window.location.ancestorOrigins as DOMStringList | undefined;
  const fromAncestors = ancestors?.length ? (ancestors.item(0) ?? undefined) : undefined;
  const parentOrigin = framed ? (fromAncestors ?? originOf(document.referrer)) : undefined;
  const siblings = Object.values(configuredTargets(import.meta.env)).map((url) => originOf(url));
  const allowedOrigins = [window.location.origin, ...siblings].filter((o): o is string => o !== undefined);
  return { framed, parentOrigin, allowedOrigins };
}

/**
 * The page around every route (spec 000 §2). The layout comes from the `layout` query parameter or
 * the route's meta: default (header, left menu, breadcrumb, content), cover (header and content),
 * iframe (content only, for embedding). The footer shows unless the route hides it or the layout
 * is iframe. Every layout is the same tree with parts left out, so the routes' outlet stays where it
 * is when the layout changes: the kept-alive screens (spec 001 §2) survive a visit to the home page's
 * cover layout (issue 38: a typed 交易流水号 was gone after 首页 and back).
 */
export function Shell() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const layoutParam = search.get('layout');
  // only an iframe request needs the window's framing (issue 15 finding 5)
  const layout = resolveLayout(meta, layoutParam, layoutParam === 'iframe' ? embedding() : undefined);
  useScrollToTop(meta);
  const framed = layout === 'iframe';
  const menus = layout === 'default';
  const parts = defaultLayoutParts.useLoaded(menus);
  return (
    <Flex direction="column" minH="100vh" data-layout={layout} data-path={pathname}>
      <SkipLink />
      {framed ? null : <Header />}
      <Flex flex="1" maxW={menus ? '1366px' : undefined} w="full" mx="auto" align="stretch">
        {menus ? (parts ? <parts.SideMenu fixed={meta?.fixedSidebar === true} /> : <SideMenuPlace />) : null}
        <Box flex="1" minW="0">
          {menus ? (parts ? <parts.Breadcrumb /> : <BreadcrumbPlace />) : null}
          <GuardedOutlet />
        </Box>
      </Flex>
      {meta?.hideFooter || framed ? null : <Footer />}
      <Overlays />
    </Flex>
  );
}
