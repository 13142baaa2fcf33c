import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, startTransition, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from '@/i18n/index.ts';
import { showErrorToast } from '@/shell/toast.ts';
import { Notifications } from '@/shell/Notifications.tsx';
import { createRouter } from './router.tsx';
import { cspNonce } from './csp.ts';
import { initKeyPlugin } from '@/signing/key.ts';
import { startSession } from './session-start.ts';
import { startWire } from './start-client.ts';
import { StartupOverlay } from './StartupOverlay.tsx';
import { TestEnvironment } from './TestEnvironment.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { showLoadFailure } from './load-failure.ts';
import { registerAllTerms } from './terms.ts';
import { renderInSlices } from '@/ui/transitions.ts';
// the design system's global styles, compiled by the build (pageSystem has none to insert)
import 'virtual:chakra-global.css';

startWire(showErrorToast);
registerAllTerms();
// spec 000 §4: the start-up calls go out at once, while the page builds its design system
const started = Promise.all([startSession(), i18nReady]);

/**
 * The loading overlay until the start-up sequence is done, then the routes (spec 000 §4). The routes'
 * first render is a transition, so React renders it in slices and a slow phone's main thread stays
 * free for input between them (issue 16: total blocking time), rather than in one long task.
 */
function App() {
  const [router, setRouter] = useState<ReturnType<typeof createRouter>>();
  useEffect(() => {
    let mounted = true;
    void started.finally(() => {
      if (!mounted) return;
      startTransition(() => {
        setRouter(createRouter());
      });
      // spec 000 §4: the routes render, loading hides, then the signing plug-in initialises
      setTimeout(() => initKeyPlugin(), 0);
    });
    return () => {
      mounted = false;
    };
  }, []);
  return router ? <RouterProvider router={router} /> : <StartupOverlay />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Chakra's styles carry the page's CSP nonce (style-src without 'unsafe-inline'; deploy/)
const nonce = cspNonce(document);
const styles = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });

// The design system (Chakra's tokens into CSS variables: the largest single piece of start-up work)
// is built in a task of its own, not in one long task with this module (issue 16): boot.ts asks for it
// beside this module, so it is evaluated as soon as it arrives. The static splash shows meanwhile.
// The first render (the loading overlay) is a transition too: rendered in slices, not in one task.
import('./theme.ts').then(({ pageSystem }) => {
  renderInSlices(
    createRoot(container),
    <StrictMode>
      <CacheProvider value={styles}>
        <ChakraProvider value={pageSystem}>
          {/* a test environment says so (issue 39); Vite writes MODE in, so a production bundle has no banner */}
          {import.meta.env.MODE !== 'production' ? <TestEnvironment /> : null}
          <DocumentTitle />
          <App />
          <Notifications />
        </ChakraProvider>
      </CacheProvider>
    </StrictMode>,
  );
}, showLoadFailure);
