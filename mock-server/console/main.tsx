/**
 * The testers' console (issue 40; mock-server/README.md): a small app of its own, in the portal's
 * stack (React, Chakra UI), built by ./build.ts and served by the gateway at /__mock/, talking only to
 * the /__mock/* control calls. Four tabs: 流量, 故障, 会话与用户, 模拟银行. In Chinese, written here
 * (a tester's tool: not the portal's catalogues).
 */
import { Box, ChakraProvider, createSystem, defaultConfig, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { control, type OperationRow, type PersonaRow } from './api.ts';
import { Bank } from './Bank.tsx';
import { Faults } from './Faults.tsx';
import { Sessions } from './Sessions.tsx';
import { Traffic } from './Traffic.tsx';

/** The page's style nonce (the gateway writes a fresh one per answer, with the policy: ./serve.ts). */
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
const styles = createCache({ key: 'mc', ...(/^[A-Za-z0-9_-]{16,128}$/.test(nonce) ? { nonce } : {}) });
const system = createSystem(defaultConfig);

function Console(): ReactNode {
  const [personas, setPersonas] = useState<PersonaRow[]>([]);
  const [operations, setOperations] = useState<OperationRow[]>([]);
  const [error, setError] = useState<string>();
  useEffect(() => {
    Promise.all([
      control<{ personas: PersonaRow[] }>('personas'),
      control<{ operations: OperationRow[] }>('operations'),
    ]).then(([p, o]) => {
      setPersonas(p.personas);
      setOperations(o.operations);
    }, (e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
    });
  }, []);
  return (
    <Box p="4" maxW="1600px" mx="auto">
      <HStack justify="space-between" mb="3">
        <Heading size="lg" as="h1">模拟网关控制台</Heading>
        <Text fontSize="sm" color="fg.muted">仅供测试：报文已解密，密码与密钥已屏蔽</Text>
      </HStack>
      {error ? <Text color="red.600">{error}</Text> : null}
      <Tabs.Root defaultValue="traffic" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="traffic" data-testid="tab-traffic">流量</Tabs.Trigger>
          <Tabs.Trigger value="faults" data-testid="tab-faults">故障</Tabs.Trigger>
          <Tabs.Trigger value="sessions" data-testid="tab-sessions">会话与用户</Tabs.Trigger>
          <Tabs.Trigger value="bank" data-testid="tab-bank">模拟银行</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="traffic"><Traffic personas={personas} /></Tabs.Content>
        <Tabs.Content value="faults"><Faults personas={personas} operations={operations} /></Tabs.Content>
        <Tabs.Content value="sessions"><Sessions personas={personas} /></Tabs.Content>
        <Tabs.Content value="bank"><Bank /></Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={styles}>
      <ChakraProvider value={system}>
        <Console />
      </ChakraProvider>
    </CacheProvider>
  </StrictMode>,
);
