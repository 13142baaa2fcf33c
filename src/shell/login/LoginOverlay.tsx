import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import type { LoginMethod } from '@/session/login-flow.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { SelectEnterpriseStep } from './SelectEnterpriseStep.tsx';
import { SsoStep } from './SsoStep.tsx';
import { QrCodeStep } from './QrCodeStep.tsx';
import { KeyStep } from './KeyStep.tsx';
import { UnavailableStep } from './UnavailableStep.tsx';
import { DoneStep } from './DoneStep.tsx';

/** The login methods, each with its catalogue key. */
const METHODS: Array<{ method: LoginMethod; label: string }> = [
  { method: 'password', label: 'login.password' },
  { method: 'qrCode', label: 'login.qrCode' },
  { method: 'ukey', label: 'login.ukey' },
];

/**
 * The login flow's overlay (spec 000 §2, §4): shown while the flow runs (status 1), one step at a time
 * (./<Step>.tsx); loaded when a flow starts (src/shell/Shell.tsx).
 */
export default function LoginOverlay() {
  const { t } = useTranslation();
  const flow = useStore(sessionStore, (s) => s.flow);
  if (flow.status !== 1) return null;
  const step = flow.step;
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="flex" alignItems="center" justifyContent="center">
      <Box role="dialog" aria-modal="true" aria-labelledby="login-title" bg="bg" p="6" rounded="md" w="480px" data-testid="login-overlay">
        <HStack justify="space-between" mb="4">
          <Heading id="login-title" size="md">{t('login.title')}</Heading>
          <Button size="xs" variant="ghost" onClick={() => dispatchFlow({ type: 'cancel' })} aria-label={t('dialog.close')}>
            ✕
          </Button>
        </HStack>
        {step === 'password' || step === 'qrCode' || step === 'ukey' ? (
          <HStack mb="4" gap="2">
            {METHODS.map((m) => (
              <Button key={m.method} size="sm" variant={step === m.method ? 'solid' : 'ghost'} onClick={() => dispatchFlow({ type: 'method', method: m.method })}>
                {t(m.label)}
              </Button>
            ))}
          </HStack>
        ) : null}
        {step === 'password' ? <PasswordStep /> : null}
        {step === 'qrCode' ? <QrCodeStep /> : null}
        {step === 'ukey' ? <KeyStep /> : null}
        {step === 'sso' ? <SsoStep /> : null}
        {step === 'selectEnterprise' ? <SelectEnterpriseStep /> : null}
        {step === 'updateBaseInfo' ? <UnavailableStep what={t('login.updateBaseInfo')} offerPassword={false} /> : null}
        {step === 'done' ? <DoneStep /> : null}
      </Box>
    </Box>
  );
}
