import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useRef } from 'react';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import type { LoginMethod, LoginStep } from '@/session/login-flow.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { SelectEnterpriseStep } from './SelectEnterpriseStep.tsx';
import { SsoStep } from './SsoStep.tsx';
import { QrCodeStep } from './QrCodeStep.tsx';
import { KeyStep } from './KeyStep.tsx';
import { UnavailableStep } from './UnavailableStep.tsx';
import { DoneStep } from './DoneStep.tsx';
import { useFocusTrap } from '@/ui/focus-trap.ts';

/** The login methods, each with its catalogue key. */
const METHODS: Array<{ method: LoginMethod; label: string }> = [
  { method: 'password', label: 'login.password' },
  { method: 'qrCode', label: 'login.qrCode' },
  { method: 'ukey', label: 'login.ukey' },
];

const cancel = () => dispatchFlow({ type: 'cancel' });

/**
 * The login flow's overlay (spec 000 §2, §4): shown while the flow runs (status 1), one step at a time
 * (./<Step>.tsx); loaded when a flow starts (src/shell/Shell.tsx). A modal for the keyboard too (issue
 * 49 item 1): focus moves to its first field, Tab stays inside, Escape closes it as ✕ does, and focus
 * goes back to what opened it.
 */
export default function LoginOverlay() {
  const flow = useStore(sessionStore, (s) => s.flow);
  return flow.status === 1 ? <LoginDialog step={flow.step} /> : null;
}

function LoginDialog({ step }: { step: LoginStep | undefined }) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  useFocusTrap(dialog, { onEscape: cancel, step });
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="flex" alignItems="center" justifyContent="center">
      <Box ref={dialog} role="dialog" aria-modal="true" aria-labelledby="login-title" bg="bg" p="6" rounded="md" w="480px" maxW="calc(100vw - 2rem)" data-testid="login-overlay">
        <HStack justify="space-between" mb="4">
          <Heading id="login-title" size="md">{t('login.title')}</Heading>
          <Button size="xs" variant="ghost" onClick={cancel} aria-label={t('dialog.close')}>
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
