/**
 * The shell's actions behind the header, the footer and the home page: the customer-service window,
 * copying the web-banking address, the helper guide, and the quick links. The rules they apply are
 * the pure functions in ./rules/; this module performs them.
 */
import { createStore } from 'zustand/vanilla';
import { send } from '@/api/client.ts';
import { md5Digest } from '@/api/generated/areas/onlineService/sdk.gen.ts';
import { startLoginFlow } from '@/session/login-start.ts';
import { sessionStore } from '@/session/store.ts';
import { i18n } from '@/i18n/index.ts';
import { QUICK_LINK_TARGETS, type QuickLinkId, quickLinkAction } from './rules/quick-links.ts';
import {
  handOffFields,
  isWindowOpen,
  SERVICE_WINDOW_NAME,
  type ServiceHandOff,
  serviceUrl,
  serviceWindowFeatures,
} from './rules/service-window.ts';
import { notify } from './toast.ts';

/** Shell UI state shared by the header, the home page and the overlays. */
export const shellUi = createStore<{ guideOpen: boolean }>(() => ({ guideOpen: false }));

export function openGuide(): void {
  shellUi.setState({ guideOpen: true });
}

let serviceWindow: Window | null = null;

/** A production build opens the customer-service page over https only (issue 15 finding 1). */
const HTTPS_ONLY = import.meta.env.MODE === 'production';

/**
 * Posts the hand-off to the service from inside its window: a form built in the blank window (same
 * origin until it navigates), so the user, time, nonce and MAC never enter a URL or the history.
 */
function postHandOff(win: Window, action: string, answer: ServiceHandOff): void {
  const doc = win.document;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  for (const [name, value] of handOffFields(answer)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
}

/**
 * Opens the customer-service window (spec 000 §5, §9): 1100x600. For a logged-in user the gateway
 * issues a hand-off for the session's user (MD5Digest: a keyed MAC over user, time and nonce, short
 * expiry; issue 15 finding 1), posted to the service as a form. The window opens at once (inside the
 * click, so no popup blocker stops it) and is pointed at the service when the hand-off is back.
 */
export async function openOnlineService(base = import.meta.env.VITE_ONLINE_SERVICE_URL): Promise<void> {
  const t = i18n.t.bind(i18n);
  if (isWindowOpen(serviceWindow)) {
    notify({ type: 'warning', title: t('header.serviceAlreadyOpen') });
    serviceWindow?.focus();
    return;
  }
  const url = serviceUrl(base, window.location.origin, HTTPS_ONLY);
  if (!url) {
    notify({ type: 'info', title: t('header.serviceUnavailable') });
    return;
  }
  const win = window.open('about:blank', SERVICE_WINDOW_NAME, serviceWindowFeatures(window.screen.width, window.screen.height));
  if (!win) {
    notify({ type: 'error', title: t('header.serviceFailed') });
    return;
  }
  // the service page must not reach back into the portal (reverse tabnabbing)
  win.opener = null;
  serviceWindow = win;
  const { loginFlag, userInfo } = sessionStore.getState();
  try {
    const answer = loginFlag && userInfo ? await send(md5Digest, {}, { silent: true }) : undefined;
    if (win.closed) return;
    if (answer) postHandOff(win, url, answer);
    else win.location.href = url;
  } catch {
    win.close();
    serviceWindow = null;
    notify({ type: 'error', title: t('header.serviceFailed') });
  }
}

/** Copies the web-banking address (spec 000 §5): 已复制 or 复制失败. */
export async function copyAddress(address: string): Promise<boolean> {
  const t = i18n.t.bind(i18n);
  try {
    await navigator.clipboard.writeText(address);
    notify({ type: 'success', title: t('footer.copied') });
    return true;
  } catch {
    notify({ type: 'error', title: t('footer.copyFailed') });
    return false;
  }
}

/** Runs a header quick link for the current user. */
export function runQuickLink(id: QuickLinkId, navigate: (to: string) => void, here: string): void {
  const { loginFlag, userInfo } = sessionStore.getState();
  const user = { loggedIn: loginFlag, level: userInfo?.USER_INDVATTELVL, compUserType: userInfo?.COMP_USER_TYPE };
  const action = quickLinkAction(id, user);
  if (action === 'login') {
    startLoginFlow('login', QUICK_LINK_TARGETS[id] ?? here);
    return;
  }
  if (action === 'noPermission') {
    notify({ type: 'error', title: i18n.t('header.noPermission') });
    return;
  }
  const target = QUICK_LINK_TARGETS[id];
  if (target) navigate(target);
  else if (id === 1) startLoginFlow('selectEnterprise', here);
  else if (id === 3) void openOnlineService();
  else if (id === 6) openGuide();
  else if (id === 7) startLoginFlow('login', here);
}
