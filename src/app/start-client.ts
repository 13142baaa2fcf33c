/**
 * Start-up of the request layer: the one client configured from the build's settings, toasts
 * through the shell's toaster, key preparation in idle time, and the app-level rule that
 * unhandled promise rejections are swallowed silently (spec 000 §8), logged in development.
 */
import { installWire, warmKeys } from '@/api/client.ts';
import { wireContext } from '@/api/wire-context.ts';
import { loadConfiguredSuite } from '@/api/crypto/load.ts';
import { setErrorNotifier } from '@/api/signals.ts';
import { adoptWorkspace } from '@/api/workspace.ts';

export function startWire(showError: (message: string) => void): void {
  // a test build opened with ?workspace=alice works in that mock workspace from its first call (issue 52)
  if (import.meta.env.DEV || import.meta.env.MODE === 'test') adoptWorkspace();
  installWire({
    baseUrl: '',
    loadSuite: () => loadConfiguredSuite(),
    context: wireContext,
    mockBase: import.meta.env.BASE_URL,
    // npm start / npm run dev: a call made while the mock still starts waits for it (issue 49 item 2)
    retryWhileStarting: import.meta.env.DEV,
  });
  setErrorNotifier(showError);
  const warm = () => {
    warmKeys(() => loadConfiguredSuite()).catch((error: unknown) => {
      if (import.meta.env.DEV) console.warn('cipher suite unavailable', error);
    });
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(warm, { timeout: 2000 });
  else setTimeout(warm, 500);

  window.addEventListener('unhandledrejection', (event) => {
    event.preventDefault();
    if (import.meta.env.DEV) console.warn('unhandled rejection (swallowed, spec 000 §8):', event.reason);
  });
}
