import { Box, Button, Spinner, Text } from '@chakra-ui/react';
import { Fragment, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { fetchCall } from '@/api/queries.ts';
import { setCurrentMenu } from '@/api/wire-context.ts';
import { ApiError } from '@/api/errors.ts';
import { menuAuthCheck } from '@/api/generated/areas/menu/sdk.gen.ts';
import { i18n, useTranslation } from '@/i18n/index.ts';
import { refreshSession } from '@/session/load.ts';
import { rememberCallback, startLoginFlow } from '@/session/login-start.ts';
import { sessionStore } from '@/session/store.ts';
import { configuredTargets } from '@/routing/departures.ts';
import { afterServerCheck, awaitsEnterprise, cancelledNavigationTarget, decide, serverCheckKey } from '@/routing/guard.ts';
import type { RouteHandle } from '@/routing/meta.ts';
import { KeepAliveOutlet } from './KeepAliveOutlet.tsx';
import { LazyNoticeDialog as NoticeDialog } from './LazyNoticeDialog.tsx';
import { signedInParts } from './signed-in.ts';
import { shownMessage } from '@/session/messages.ts';

const DEPARTURES = configuredTargets(import.meta.env);

/**
 * Performs the guard's decision (routing/guard.ts, pure) for every navigation: renders the screen when
 * allowed, redirects, departs, starts the login flow, or shows the order guide and stays where
 * the user was (spec 000 §4).
 */
export function GuardedOutlet() {
  const { t, term } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  // the idle lock arms only while a user is logged in (its code comes with the login)
  const signedIn = signedInParts.useLoaded(loggedIn);
  const elecOrder = useStore(sessionStore, (s) => s.elecOrder);
  const menus = useStore(sessionStore, (s) => s.menus);
  const viewKey = useStore(sessionStore, (s) => s.viewKey);
  const userId = useStore(sessionStore, (s) => s.userInfo?.USER_ID ?? '');
  const refreshFlag = useStore(sessionStore, (s) => s.refreshFlag);
  const flowRunning = useStore(sessionStore, (s) => s.flow.status === 1);
  /** The user closed the enterprise choice (0110, spec 000 §4) and no login flow has started since. */
  const choiceClosed = useStore(sessionStore, (s) => s.flow.status === 0 && s.flow.closedAt === 'selectEnterprise');
  /** The idle lock blanks the content until the login flow ends (issue 15 finding 12). */
  const locked = useStore(sessionStore, (s) => s.locked);
  /**
   * Whose view this is: the logged-in user; while a login flow runs after the session was lost, still
   * the user who lost it (the screen and what was typed wait behind the login overlay); nobody once
   * logged out. Another user, a logout or the refresh flag remounts the view.
   */
  const [viewUser, setViewUser] = useState(userId);
  const nextViewUser = loggedIn ? userId : flowRunning ? viewUser : '';
  if (nextViewUser !== viewUser) setViewUser(nextViewUser);
  /** The path the screen shown was allowed on (what a lost session keeps showing behind the overlay). */
  const [shownPath, setShownPath] = useState<string>();
  /** The server check (askKey below) that allowed this visit. */
  const [serverAllowed, setServerAllowed] = useState<string>();
  const lastAllowed = useRef<string>(undefined);
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const meta = handle?.meta;
  const redirect = handle?.redirect;
  const here = `${location.pathname}${location.search}`;
  const hereRef = useRef(here);
  useEffect(() => {
    hereRef.current = here;
  }, [here]);
  const currentPath = useCallback(() => hereRef.current, []);
  const visit = `${location.key}:${here}`;
  const decision = useMemo(
    () =>
      decide(
        { path: location.pathname, search: location.search, meta, redirect },
        { loggedIn, elecOrder },
        menus,
        DEPARTURES,
      ),
    [location.pathname, location.search, meta, redirect, loggedIn, elecOrder, menus],
  );
  // the visit the choice was closed on (the one shown when it closed), until a login flow starts again
  const [closedOn, setClosedOn] = useState<string>();
  const choiceClosedOn = choiceClosed ? (closedOn ?? visit) : undefined;
  if (choiceClosedOn !== closedOn) setClosedOn(choiceClosedOn);
  const enterpriseNeeded = awaitsEnterprise(decision, visit, choiceClosedOn);
  // asked once per visit and menu, not while a login flow runs; a logout forgets what it allowed
  const askKey = serverCheckKey(decision, visit, flowRunning, enterpriseNeeded);
  const askMenu = decision.kind === 'askServer' ? decision.menu.MENU_ID : '';
  if (!loggedIn && serverAllowed !== undefined) setServerAllowed(undefined);
  // the session was lost on this screen: it stays, hidden behind the login overlay with what was typed,
  // until the flow ends (the same user back: where they were; another user: a fresh view)
  const guardAllows = decision.kind === 'allow' || (askKey !== undefined && serverAllowed === askKey);
  if (guardAllows && shownPath !== here) setShownPath(here);
  const sameScreen = shownPath !== undefined && shownPath.split('?')[0] === location.pathname;
  const heldForLogin = !loggedIn && flowRunning && viewUser !== '' && sameScreen;
  // the same screen visited again (its query changed, the login came back): it stays, with what was
  // typed, while the server checks its menu again; a refusal still leaves for the 401 page
  const recheck = decision.kind === 'askServer' && sameScreen;
  const allowed = guardAllows || heldForLogin || recheck;
  const orderGuide = (location.state as { orderGuide?: string } | null)?.orderGuide;

  useEffect(() => {
    if (!guardAllows) return;
    // the decision was allow or askServer: both carry the menu (or none)
    setCurrentMenu('menu' in decision ? (decision.menu?.MENU_ID ?? '') : '');
    lastAllowed.current = here;
  }, [guardAllows, decision, here]);

  useEffect(() => {
    switch (decision.kind) {
      case 'redirect':
        void navigate(`${decision.to}${location.hash}`, { replace: true, state: decision.state });
        break;
      case 'depart':
        window.location.assign(decision.url);
        break;
      case 'startLogin':
        if (decision.entry === 'ukey') rememberCallback(decision.returnTo);
        startLoginFlow(decision.entry, decision.returnTo);
        break;
      case 'orderGuide': {
        if (orderGuide !== undefined) break; // already showing: do not navigate again
        // navigation is cancelled: the guide is shown where the user is sent back to
        void navigate(cancelledNavigationTarget(lastAllowed.current, here), {
          replace: true,
          state: { orderGuide: decision.menu.MENU_NAME },
        });
        break;
      }
      case 'askServer': // the effect below
      case 'allow':
        break;
    }
  }, [decision, here, location.hash, navigate, orderGuide]);

  const recheckRef = useRef(recheck);
  useEffect(() => {
    recheckRef.current = recheck;
  }, [recheck]);
  useEffect(() => {
    if (askKey === undefined) return;
    let current = true;
    // asked on every visit (freshMs 0), one call for checks of one menu that arrive together
    fetchCall(menuAuthCheck, { MENU_ID: askMenu }, { silent: true, freshMs: 0 }).then(
      () => {
        if (current) setServerAllowed(askKey);
      },
      (error: unknown) => {
        if (!current || (error instanceof ApiError && (error.sessionLost || error.status === '0110'))) return;
        // no answer to the check (the network, a fault) is no refusal: a screen already shown stays
        if (recheckRef.current && error instanceof ApiError && error.transport) return;
        const next = afterServerCheck(false, error instanceof ApiError ? shownMessage(error.message) : i18n.t('header.noPermission'), 'cover');
        if (next.kind === 'redirect') void navigate(next.to, { replace: true, state: next.state });
      },
    );
    return () => {
      current = false;
    };
  }, [askKey, askMenu, navigate]);

  useEffect(() => {
    if (refreshFlag) void refreshSession();
  }, [refreshFlag]);

  const closeGuide = () => {
    void navigate(here, { replace: true, state: null });
  };

  return (
    <>
      {signedIn && loggedIn ? <signedIn.IdleLock currentPath={currentPath} /> : null}
      {/* a new user, a logout or the refresh flag remounts the view and drops the kept screens */}
      {locked ? (
        <Box p="10" textAlign="center" data-testid="idle-locked">
          <Text>{t('guard.locked')}</Text>
        </Box>
      ) : (
        <Fragment key={`${String(viewKey)}:${viewUser}`}>
          <KeepAliveOutlet
            keepAlive={meta?.keepAlive === true}
            show={allowed}
            fallback={enterpriseNeeded ? (
              <Box p="10" textAlign="center" data-testid="enterprise-needed">
                <Text>{t('guard.enterpriseNeeded')}</Text>
                <Button mt="4" size="sm" colorPalette="red" onClick={() => startLoginFlow('selectEnterprise', here)}>
                  {t('guard.chooseEnterprise')}
                </Button>
              </Box>
            ) : (
              <Box p="10" textAlign="center" aria-busy="true">
                <Spinner />
              </Box>
            )}
          />
        </Fragment>
      )}
      <NoticeDialog open={orderGuide !== undefined} onClose={closeGuide} testId="order-guide">
        <Text>{t('guard.orderGuide', { menu: term(orderGuide ?? '') })}</Text>
      </NoticeDialog>
    </>
  );
}
