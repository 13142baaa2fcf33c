/** The key method: the server's challenge signed by the U盾 (the LOGIN-domain text, src/signing/login.ts). */
import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { type KeyLoginSigner, submitKeyLogin } from '@/session/login.ts';
import { initKeyPlugin, keyPlugin } from '@/signing/key.ts';
import { sessionStore } from '@/session/store.ts';
import { UnavailableStep } from './UnavailableStep.tsx';

export function KeyStep() {
  const { t } = useTranslation();
  const plugin = keyPlugin() ?? (initKeyPlugin() ? keyPlugin() : undefined);
  const message = useStore(sessionStore, (s) => s.flow.message);
  const [busy, setBusy] = useState(false);
  if (!plugin) return <UnavailableStep what={t('login.noPlugin')} />;
  return (
    <Stack gap="3" data-testid="ukey-step">
      <Text>{t('login.keyHint')}</Text>
      {message ? <Text color="fg.error" role="alert">{message}</Text> : null}
      <Button
        colorPalette="red"
        loading={busy}
        data-testid="ukey-submit"
        onClick={() => {
          setBusy(true);
          // the signing rules load on first use, not with the first paint
          const key: KeyLoginSigner = {
            certSn: () => plugin.certSn(),
            signLogin: async (values) => (await import('@/signing/login.ts')).keyLoginSignature(plugin, values),
          };
          void submitKeyLogin(key).finally(() => {
            setBusy(false);
          });
        }}
      >
        {t('login.ukey')}
      </Button>
    </Stack>
  );
}
