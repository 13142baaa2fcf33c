import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/index.ts';
import { showErrorToast, Toaster } from '../shell/toaster.tsx';
import { createRouter } from './router.tsx';
import { system } from './theme.ts';
import { startWire } from './wire.ts';

startWire(showErrorToast);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={createRouter()} />
        <Toaster />
      </I18nextProvider>
    </ChakraProvider>
  </StrictMode>,
);
