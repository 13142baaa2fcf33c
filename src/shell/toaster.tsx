import { createToaster, Portal, Toast, Toaster as ChakraToaster } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { attachToaster } from './toast.ts';
import { toastSlotRecipe } from '@/ui/late-recipes.ts';

/** Chakra's toast store; reached through ./notify.ts so that it loads after the first paint. */
const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });

/**
 * Takes over from ./notify.ts. It sits after the toast group inside the portal (which mounts its
 * children one render late), so it attaches once the group listens and queued notices show.
 */
function Attach() {
  useEffect(() => {
    let detach: (() => void) | undefined;
    // one more task: the group machine starts listening to the store after its own mount
    const timer = setTimeout(() => {
      detach = attachToaster((notice) => toaster.create(notice));
    }, 0);
    return () => {
      clearTimeout(timer);
      detach?.();
    };
  }, []);
  return null;
}

/** The mounted toasts. */
export default function Toaster() {
  const { t } = useTranslation();
  return (
    <Portal>
      <ChakraToaster toaster={toaster}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} data-testid="toast" role="alert">
            <Toast.Title>{toast.title}</Toast.Title>
            {toast.description ? <Toast.Description>{toast.description}</Toast.Description> : null}
            {/* a notice sits over the top of the page and stays while the pointer rests on it: it can be closed */}
            <Toast.CloseTrigger aria-label={t('dialog.close')} data-testid="toast-close" />
          </Toast.Root>
        )}
      </ChakraToaster>
      <Attach />
    </Portal>
  );
}
