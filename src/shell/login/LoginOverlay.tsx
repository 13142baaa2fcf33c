import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useStore } from 'zustand';
import type { LoginMethod } from '@/session/login-flow.ts';
import { dispatchFlow, sessionStore } from '@/session/store.ts';
import { PasswordStep } from './PasswordStep.tsx';
import { SelectEnterpriseStep } from './SelectEnterpriseStep.tsx';
import { SsoStep } from './SsoStep.tsx';
import { QrCodeStep } from './QrCodeStep.tsx';
import { KeyStep } from './KeyStep.tsx';
import { UnavailableStep } from './UnavailableStep.tsx';
import { DoneStep } from './DoneStep.tsx';

const METHODS: Array<{ method: LoginMethod; label: string }> = [
  { method: 'password', label: '密码登录' },
  { method: 'qrCode', label: '扫码登录' },
  { method: 'ukey', label: 'U盾登录' },
];

/**
 * The login flow's overlay (spec 000 §2, §4): shown while the flow runs (status 1), one step at a time
 * (./<Step>.tsx); loaded when a flow starts (src/shell/Shell.tsx).
 */
export default function LoginOverlay() {
  const flow = useStore(sessionStore, (s) => s.flow);
  if (flow.status !== 1) return null;
  const step = flow.step;
  return (
    <Box position="fixed" inset="0" bg="blackAlpha.600" zIndex="modal" display="flex" alignItems="center" justifyContent="center">
      <Box role="dialog" aria-modal="true" aria-labelledby="login-title" bg="bg" p="6" rounded="md" w="480px" data-testid="login-overlay">
        <HStack justify="space-between" mb="4">
          <Heading id="login-title" size="md">企业网上银行登录</Heading>
          <Button size="xs" variant="ghost" onClick={() => dispatchFlow({ type: 'cancel' })} aria-label="关闭">
            ✕
          </Button>
        </HStack>
        {step === 'password' || step === 'qrCode' || step === 'ukey' ? (
          <HStack mb="4" gap="2">
            {METHODS.map((m) => (
              <Button key={m.method} size="sm" variant={step === m.method ? 'solid' : 'ghost'} onClick={() => dispatchFlow({ type: 'method', method: m.method })}>
                {m.label}
              </Button>
            ))}
          </HStack>
        ) : null}
        {step === 'password' ? <PasswordStep /> : null}
        {step === 'qrCode' ? <QrCodeStep /> : null}
        {step === 'ukey' ? <KeyStep /> : null}
        {step === 'sso' ? <SsoStep /> : null}
        {step === 'selectEnterprise' ? <SelectEnterpriseStep /> : null}
        {step === 'updateBaseInfo' ? <UnavailableStep what="请先完善基本信息（本步骤的页面尚未提供）。" offerPassword={false} /> : null}
        {step === 'done' ? <DoneStep /> : null}
      </Box>
    </Box>
  );
}
