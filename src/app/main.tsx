import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { i18nReady } from '../i18n/index.ts';
import { showErrorToast } from '../shell/notify.ts';
import { Notifications } from '../shell/Notifications.tsx';
import { createRouter } from './router.tsx';
import { system } from './theme.ts';
import { cspNonce } from './csp.ts';
import { initKeyPlugin } from '../signing/key.ts';
import { startSession } from './session-start.ts';
import { startWire } from './wire.ts';
import { LoadingOverlay } from '../shell/LoadingOverlay.tsx';

startWire(showErrorToast);

/** The loading overlay until the start-up sequence is done, then the routes (spec 000 §4). */
function App() {
  const [router, setRouter] = useState<ReturnType<typeof createRouter>>();
  useEffect(() => {
    void Promise.all([startSession(), i18nReady]).finally(() => {
      setRouter(createRouter());
      // spec 000 §4: the routes render, loading hides, then the signing plug-in initialises
      setTimeout(() => initKeyPlugin(), 0);
    });
  }, []);
  return router ? <RouterProvider router={router} /> : <LoadingOverlay />;
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Chakra's styles carry the page's CSP nonce (style-src without 'unsafe-inline'; deploy/)
const nonce = cspNonce(document);
const styles = createCache({ key: 'css', ...(nonce ? { nonce } : {}) });

createRoot(container).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <ChakraProvider value={system}>
        <App />
        <Notifications />
      </ChakraProvider>
    </CacheProvider>
  </StrictMode>,
);
