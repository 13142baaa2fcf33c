import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '../session/session.ts';
import { toaster } from './toaster.tsx';

/** Spec 000 §4, §9: the delay between 退出成功 and the application root. */
export const LOGOUT_REDIRECT_MS = 500;

/** Safe Exit (安全退出): confirm, log out (state cleared even if the call fails), 退出成功, then the root. */
export function SafeExit({ goRoot = () => window.location.assign(import.meta.env.BASE_URL) }: { goRoot?: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = () => {
    setBusy(true);
    void logout().finally(() => {
      setOpen(false);
      toaster.create({ type: 'success', title: t('session.exitSucceeded'), duration: 1500 });
      setTimeout(goRoot, LOGOUT_REDIRECT_MS);
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} role="alertdialog">
      <Dialog.Trigger asChild>
        <Button size="sm" variant="ghost" data-testid="safe-exit">
          {t('session.safeExit')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="480px">
            <Dialog.Header>
              <Dialog.Title>{t('dialog.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{t('session.confirmExit')}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t('dialog.cancel')}</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="red" loading={busy} onClick={confirm} data-testid="confirm-exit">
                {t('dialog.confirm')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
