import { createToaster, Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { attachToaster } from './notify.ts';

/** Chakra's toast store; reached through ./notify.ts so that it loads after the first paint. */
const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

/** The mounted toasts; once mounted it takes over the notices ./notify.ts queued. */
export default function Toaster() {
  // the group machine below subscribes in its own (earlier) effect, so queued notices show
  useEffect(() => attachToaster((notice) => toaster.create(notice)), []);
  return (
    <Portal>
      <ChakraToaster toaster={toaster}>
        {(toast) => (
          <Toast.Root data-testid="toast" role="alert">
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
