import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { logout } from '@/session/logout.ts';
import { LazyNoticeDialog as NoticeDialog } from './LazyNoticeDialog.tsx';
import { notify } from './toast.ts';
import { ShellButton } from './ShellButton.tsx';

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
      notify({ type: 'success', title: t('session.exitSucceeded'), duration: 1500 });
      setTimeout(goRoot, LOGOUT_REDIRECT_MS);
    });
  };
  return (
    <>
      <ShellButton size="sm" data-testid="safe-exit" onClick={() => setOpen(true)}>
        {t('session.safeExit')}
      </ShellButton>
      <NoticeDialog
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
        cancellable
        busy={busy}
        confirmTestId="confirm-exit"
        testId="safe-exit-dialog"
      >
        {t('session.confirmExit')}
      </NoticeDialog>
    </>
  );
}
