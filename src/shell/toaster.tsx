import { createToaster, Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';

/** The shell's toasts: error toasts of the request layer and the shell's own notices. */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

export function showErrorToast(message: string): void {
  toaster.create({ type: 'error', title: message, duration: 3000 });
}

export function Toaster() {
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
