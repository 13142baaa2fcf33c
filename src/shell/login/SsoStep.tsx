/** Single sign-on with the token from the URL (spec 000 §4). */
import { Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { submitToken } from '@/session/login.ts';
import { sessionStore } from '@/session/store.ts';

export function SsoStep() {
  const { t } = useTranslation();
  const token = useStore(sessionStore, (s) => s.flow.token);
  useEffect(() => {
    if (token) void submitToken(token);
  }, [token]);
  return <Text>{t('login.sso')}</Text>;
}

/** The QR method (spec 000 §4): issue, poll every 2 s, expire; the encoder loads with this step only. */
