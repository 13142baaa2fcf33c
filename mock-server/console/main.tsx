/**
 * The testers' console (issue 40; mock-server/README.md): a small app of its own, in the portal's
 * stack (React, Chakra UI), built by ./build.ts and served by the gateway at /__mock/, talking only to
 * the /__mock/* control calls. Five tabs: 流量, 故障, 会话与用户, 模拟银行, acting on the current
 * workspace (chosen above them; issue 52 item 1), and 工作区. In Chinese, written here (a tester's
 * tool: not the portal's catalogues).
 */
import { Box, ChakraProvider, createSystem, defaultConfig, Heading, HStack, Tabs, Text } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { type ReactNode, StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { control, type OperationRow, type PersonaRow, setConsoleWorkspace, type WorkspaceList } from './api.ts';
import { Bank } from './Bank.tsx';
import { Faults } from './Faults.tsx';
import { Sessions } from './Sessions.tsx';
import { Traffic } from './Traffic.tsx';
import { Select, usePoll } from './ui.tsx';
import { Workspaces } from './Workspaces.tsx';

/** Where the console keeps its current workspace (this tab only). */
const CURRENT_KEY = 'mock.console.workspace';
const initial = sessionStorage.getItem(CURRENT_KEY) ?? 'default';
setConsoleWorkspace(initial);

/** The page's style nonce (the gateway writes a fresh one per answer, with the policy: ./serve.ts). */
const nonce = document.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
const styles = createCache({ key: 'mc', ...(/^[A-Za-z0-9_-]{16,128}$/.test(nonce) ? { nonce } : {}) });
const system = createSystem(defaultConfig);

/** The workspace the tabs act on (kept for this tab), and the names there are to choose from. */
function useCurrentWorkspace() {
  const [current, setCurrent] = useState(initial);
  const list = usePoll(() => control<WorkspaceList>('workspaces'), 3000);
  const choose = (name: string) => {
    setConsoleWorkspace(name);
    sessionStorage.setItem(CURRENT_KEY, name);
    setCurrent(name);
  };
  const names = [...new Set([current, ...(list.data?.workspaces ?? []).map((w) => w.name)])];
  return { current, choose, names };
}

function Console(): ReactNode {
  const [personas, setPersonas] = useState<PersonaRow[]>([]);
  const [operations, setOperations] = useState<OperationRow[]>([]);
  const [error, setError] = useState<string>();
  const [portal, setPortal] = useState(`${location.origin}/eis-demo/`);
  const { current, choose, names } = useCurrentWorkspace();
  useEffect(() => {
    Promise.all([
      control<{ personas: PersonaRow[] }>('personas', undefined, 'GET', 'default'),
      control<{ operations: OperationRow[] }>('operations', undefined, 'GET', 'default'),
      control<{ portalUrl: string | null }>('portal', undefined, 'GET', 'default'),
    ]).then(([p, o, u]) => {
      setPersonas(p.personas);
      setOperations(o.operations);
      if (u.portalUrl) setPortal(u.portalUrl);
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
      <HStack mb="2" alignItems="end" gap="3">
        <Select
          label="当前工作区（以下页签作用于它）"
          value={current}
          onChange={choose}
          testId="console-workspace"
          width="64"
          options={names.map((n) => ({ value: n, label: n }))}
        />
      </HStack>
      {/* a change of workspace starts the tabs again, their polls on the new one */}
      <Tabs.Root key={current} defaultValue="traffic" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="traffic" data-testid="tab-traffic">流量</Tabs.Trigger>
          <Tabs.Trigger value="faults" data-testid="tab-faults">故障</Tabs.Trigger>
          <Tabs.Trigger value="sessions" data-testid="tab-sessions">会话与用户</Tabs.Trigger>
          <Tabs.Trigger value="bank" data-testid="tab-bank">模拟银行</Tabs.Trigger>
          <Tabs.Trigger value="workspaces" data-testid="tab-workspaces">工作区</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="traffic"><Traffic personas={personas} /></Tabs.Content>
        <Tabs.Content value="faults"><Faults personas={personas} operations={operations} /></Tabs.Content>
        <Tabs.Content value="sessions"><Sessions personas={personas} /></Tabs.Content>
        <Tabs.Content value="bank"><Bank /></Tabs.Content>
        <Tabs.Content value="workspaces"><Workspaces current={current} onChoose={choose} portal={portal} /></Tabs.Content>
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
