/**
 * 流量: every /api call the gateway answered, newest first, asked again every second; filters by
 * persona, operation and status; a call opened shows its decrypted request and answer, the canonical
 * text its signature was verified over and the fault it got; the selection downloads as a HAR file.
 */
import { Badge, Box, Button, Code, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { control, type PersonaRow, type TrafficEntry, type TrafficSummary } from './api.ts';
import { Note, pretty, Select, usePoll } from './ui.tsx';

const VERDICTS: Record<string, { label: string; palette: string }> = {
  accepted: { label: '验签通过', palette: 'green' },
  replayed: { label: '重复请求（按首次应答）', palette: 'blue' },
  refused: { label: '验签拒绝', palette: 'red' },
  unchecked: { label: '未验签', palette: 'gray' },
};
const SUITES: Record<string, string> = { SM: '国密 SM', WC: 'WebCrypto', plain: '明文', unopened: '未能解开' };

function Verdict({ call }: { call: TrafficSummary }): ReactNode {
  if (!call.signing) return <Text color="fg.muted">—</Text>;
  const v = VERDICTS[call.signing.verdict] ?? { label: call.signing.verdict, palette: 'gray' };
  return (
    <Stack gap="0">
      <Badge colorPalette={v.palette} data-testid="traffic-verdict" data-verdict={call.signing.verdict}>{v.label}</Badge>
      {call.signing.rule ? <Text fontSize="xs">{call.signing.status}：{call.signing.rule}</Text> : null}
    </Stack>
  );
}

const query = (filter: Record<string, string>, extra: Record<string, string> = {}) =>
  new URLSearchParams(Object.entries({ ...filter, ...extra }).filter(([, v]) => v !== '')).toString();

export function Traffic({ personas }: { personas: PersonaRow[] }): ReactNode {
  const [persona, setPersona] = useState('');
  const [operation, setOperation] = useState('');
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<number>();
  const filter = { persona, operation: operation.trim(), status: status.trim() };
  const list = usePoll(() => control<{ limit: number; kept: number; entries: TrafficSummary[] }>(`traffic?${query(filter, { limit: '200' })}`), 1000);
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const clear = () => {
    control('traffic/reset', {}).then(() => {
      setNote('流量记录已清空');
      setOpened(undefined);
      list.refresh();
    }, (e: unknown) => {
      setError(String(e));
    });
  };
  return (
    <Stack gap="3">
      <HStack gap="3" alignItems="end" wrap="wrap">
        <Select
          label="用户"
          value={persona}
          onChange={setPersona}
          testId="traffic-persona"
          width="40"
          options={[{ value: '', label: '全部' }, ...personas.map((p) => ({ value: p.login, label: `${p.login}（${p.name}）` }))]}
        />
        <Box as="label" display="inline-flex" flexDirection="column" gap="1" fontSize="sm">
          <span>接口（operationId）</span>
          <Input
            size="sm"
            width="56"
            value={operation}
            data-testid="traffic-operation"
            placeholder="如 transferSub"
            onChange={(e) => {
              setOperation(e.currentTarget.value);
            }}
          />
        </Box>
        <Box as="label" display="inline-flex" flexDirection="column" gap="1" fontSize="sm">
          <span>状态（STATUS 或 HTTP）</span>
          <Input
            size="sm"
            width="40"
            value={status}
            data-testid="traffic-status"
            placeholder="如 000000、500"
            onChange={(e) => {
              setStatus(e.currentTarget.value);
            }}
          />
        </Box>
        <Button asChild size="sm" variant="outline">
          <a href={`/__mock/traffic.har?${query(filter)}`} download data-testid="traffic-har">导出 HAR（当前筛选）</a>
        </Button>
        <Button size="sm" variant="ghost" onClick={clear}>清空记录</Button>
      </HStack>
      <Note text={note} error={error ?? list.error} />
      <Text fontSize="sm" color="fg.muted">
        最近的调用在最上面，每秒刷新；记录保留最近 {list.data?.limit ?? '—'} 笔（现有 {list.data?.kept ?? '—'} 笔），列表显示最多 200 笔。
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm" interactive data-testid="traffic-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader>用户</Table.ColumnHeader>
              <Table.ColumnHeader>接口</Table.ColumnHeader>
              <Table.ColumnHeader>状态 / 信息</Table.ColumnHeader>
              <Table.ColumnHeader>耗时</Table.ColumnHeader>
              <Table.ColumnHeader>报文</Table.ColumnHeader>
              <Table.ColumnHeader>签名</Table.ColumnHeader>
              <Table.ColumnHeader>故障</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data?.entries ?? []).map((call) => (
              <Table.Row
                key={call.id}
                data-testid="traffic-row"
                data-operation={call.operation ?? ''}
                data-persona={call.persona ?? ''}
                cursor="pointer"
                bg={opened === call.id ? 'blue.50' : undefined}
                onClick={() => {
                  setOpened(call.id);
                }}
              >
                <Table.Cell>{call.id}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{new Date(call.time).toLocaleTimeString('zh-CN', { hour12: false })}</Table.Cell>
                <Table.Cell>{call.persona ?? '—'}</Table.Cell>
                <Table.Cell><Text fontWeight="medium">{call.summary ?? call.path}</Text><Text fontSize="xs" color="fg.muted">{call.operation ?? call.path}</Text></Table.Cell>
                <Table.Cell>
                  <Text color={call.httpStatus >= 400 || (call.status !== null && call.status !== '000000') ? 'red.600' : undefined}>
                    {call.httpStatus} {call.status ?? ''}
                  </Text>
                  <Text fontSize="xs">{call.message ?? ''}</Text>
                </Table.Cell>
                <Table.Cell whiteSpace="nowrap">{call.latencyMs} ms</Table.Cell>
                <Table.Cell>{SUITES[call.suite] ?? call.suite}</Table.Cell>
                <Table.Cell><Verdict call={call} /></Table.Cell>
                <Table.Cell>{call.fault ? <Badge colorPalette="orange">{call.fault.fault}</Badge> : null}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      {opened !== undefined ? (
        <CallDetail
          id={opened}
          onClose={() => {
            setOpened(undefined);
          }}
        />
      ) : null}
    </Stack>
  );
}

function CallDetail({ id, onClose }: { id: number; onClose: () => void }): ReactNode {
  const [entry, setEntry] = useState<TrafficEntry>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    setEntry(undefined);
    control<TrafficEntry>(`traffic/${String(id)}`).then(setEntry, (e: unknown) => {
      setError(e instanceof Error ? e.message : String(e));
    });
  }, [id]);
  if (error) return <Note error={error} />;
  if (!entry) return <Text>加载中…</Text>;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="md" p="4" data-testid="traffic-detail">
      <HStack justify="space-between">
        <Heading size="md">#{entry.id} {entry.summary ?? ''}（{entry.operation ?? entry.path}）</Heading>
        <Button size="xs" variant="ghost" onClick={onClose}>关闭</Button>
      </HStack>
      <Text fontSize="sm">
        {entry.method} {entry.path} · HTTP {entry.httpStatus} · {entry.status ?? '无报文头'} {entry.message ?? ''} · 用户 {entry.persona ?? '—'} ·
        报文 {SUITES[entry.suite] ?? entry.suite} · 请求 {entry.request.bytes} 字节，应答 {entry.answer.bytes} 字节 ·
        客户端 <span data-testid="traffic-client">{entry.client}</span>（网关所见，风控以此为准，不取报文中的 CLIENT_IP）
      </Text>
      {entry.signing ? <HStack><Text fontSize="sm">签名结论：</Text><Verdict call={entry} /></HStack> : null}
      <Text fontSize="sm" data-testid="traffic-fault">故障：{entry.fault ? `${entry.fault.fault}（来自${entry.fault.from === 'queue' ? '故障队列' : ' X-Mock-Fault 请求头'}）` : '无'}</Text>
      <Block title="请求字段（已解密，密码、密钥、未使用的挑战码已屏蔽）" testId="traffic-request" value={entry.request.fields} />
      <Block title="应答字段（已解密）" testId="traffic-answer" value={entry.answer.fields} />
      <Block title="验签原文" testId="traffic-signing-text" value={entry.signingText ?? '（无：不是签名交易，或未到验签）'} />
      <Block title="请求头" value={entry.request.headers} />
      <Block title="应答头与 Cookie" value={{ ...entry.answer.headers, cookies: entry.answer.cookies }} />
    </Stack>
  );
}

function Block({ title, value, testId }: { title: string; value: unknown; testId?: string }): ReactNode {
  return (
    <Box>
      <Text fontWeight="medium" fontSize="sm">{title}</Text>
      <Code as="pre" display="block" whiteSpace="pre-wrap" wordBreak="break-all" p="2" fontSize="xs" data-testid={testId}>{pretty(value)}</Code>
    </Box>
  );
}
