import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { browserStorage } from '@/api/browser-storage.ts';
import { NoticeDialog } from './NoticeDialog.tsx';
import { BROWSER_SUPPORT_CHECK_KEY, browserInfo } from './rules/browser-check.ts';

/** The password-control dialog (spec 000 §2): the control could not be readied; retry or use the client. */
export function PasswordControlDialog(props: { open: boolean; onClose: () => void; onRetry: () => void }) {
  const { open, onClose, onRetry } = props;
  const { t } = useTranslation();
  return (
    <NoticeDialog
      open={open}
      onClose={onClose}
      title={t('overlay.passwordControlTitle')}
      confirmLabel={t('overlay.retry')}
      onConfirm={() => {
        onClose();
        onRetry();
      }}
      cancellable
      testId="password-control-dialog"
    >
      {t('overlay.passwordControlText')}
    </NoticeDialog>
  );
}

/** The upgrade dialog (spec 000 §8): the browser's name and version, and a request to get a newer one. */
export function UpgradeDialog({ open, onClose, userAgent }: { open: boolean; onClose: () => void; userAgent: string }) {
  const { t } = useTranslation();
  const info = browserInfo(userAgent);
  return (
    <NoticeDialog open={open} onClose={onClose} title={t('overlay.upgradeTitle')} testId="upgrade-dialog">
      {t('overlay.upgradeText', { name: info.name || t('overlay.unknownBrowser'), version: info.version })}
    </NoticeDialog>
  );
}

/**
 * The legacy-browser notice (spec 000 §4, §8): the functions that cannot be used, 'do not remind
 * again' (stored as browserSupportCheck=false), and the upgrade dialog.
 */
export default function LegacyBrowserNotice({ userAgent }: { userAgent: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const [upgrade, setUpgrade] = useState(false);
  const [noRemind, setNoRemind] = useState(false);
  const close = () => {
    if (noRemind) {
      try {
        browserStorage('local')?.setItem(BROWSER_SUPPORT_CHECK_KEY, 'false');
      } catch {
        // refused: the notice comes back next time
      }
    }
    setOpen(false);
  };
  return (
    <>
      <NoticeDialog open={open} onClose={close} title={t('overlay.legacyTitle')} testId="legacy-browser-notice">
        <Stack gap="3">
          <Text>{t('overlay.legacyText')}</Text>
          <HStack as="label" gap="2">
            <input type="checkbox" checked={noRemind} onChange={(e) => setNoRemind(e.target.checked)} data-testid="do-not-remind" />
            <Text as="span">{t('overlay.doNotRemind')}</Text>
          </HStack>
          <Box>
            <Button size="sm" variant="outline" onClick={() => setUpgrade(true)} data-testid="open-upgrade">
              {t('overlay.upgrade')}
            </Button>
          </Box>
        </Stack>
      </NoticeDialog>
      <UpgradeDialog open={upgrade} onClose={() => setUpgrade(false)} userAgent={userAgent} />
    </>
  );
}
