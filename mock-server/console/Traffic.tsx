/**
 * 流量: every /api call the gateway answered, newest first, asked again every second; filters by
 * persona, operation, status and pinned; a call opened shows its decrypted request and answer, the
 * canonical text its signature was verified over and the fault it got; the selection downloads as a
 * HAR file. What the log keeps is said above the list: routine calls, signed calls and failures (kept
 * longer), pinned calls (kept until unpinned), and how many of each it dropped (issue 49 item 8).
 */
import { Badge, Box, Button, Code, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useState } from 'react';
import { consoleWorkspace, control, type PersonaRow, type TrafficEntry, type TrafficList, type TrafficSummary } from './api.ts';
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
  const [pinnedOnly, setPinnedOnly] = useState(false);
  const [opened, setOpened] = useState<number>();
  const filter = { persona, operation: operation.trim(), status: status.trim(), pinned: pinnedOnly ? '1' : '' };
  const list = usePoll(() => control<TrafficList>(`traffic?${query(filter, { limit: '200' })}`), 1000);
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
          <a href={`/__mock/traffic.har?${query(filter, { workspace: consoleWorkspace() })}`} download data-testid="traffic-har">导出 HAR（当前筛选）</a>
        </Button>
        <Box as="label" display="inline-flex" alignItems="center" gap="1" fontSize="sm">
          <input
            type="checkbox"
            checked={pinnedOnly}
            data-testid="traffic-pinned-only"
            onChange={(e) => {
              setPinnedOnly(e.currentTarget.checked);
            }}
          />
          只看置顶
        </Box>
        <Button size="sm" variant="ghost" onClick={clear}>清空记录</Button>
      </HStack>
      <Note text={note} error={error ?? list.error} />
      <Retention list={list.data} />
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
              <Table.ColumnHeader>置顶</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {(list.data?.entries ?? []).map((call) => (
              <Table.Row
                key={call.id}
                data-testid="traffic-row"
                data-operation={call.operation ?? ''}
                data-persona={call.persona ?? ''}
                data-pinned={call.pinned ? 'true' : undefined}
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
                <Table.Cell>
                  <PinButton
                    call={call}
                    onDone={list.refresh}
                    onError={(e) => {
                      setError(e);
                    }}
                  />
                </Table.Cell>
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

/** What the log keeps, and what it dropped since it started or was emptied. */
function Retention({ list }: { list: TrafficList | undefined }): ReactNode {
  if (!list) return null;
  const { dropped } = list;
  return (
    <Stack gap="0" fontSize="sm" color="fg.muted" data-testid="traffic-retention">
      <Text>
        最近的调用在最上面，每秒刷新，列表显示最多 200 笔。记录保留最近 {list.limit} 笔普通查询，签名交易与失败调用（含故障）保留最近
        {' '}{list.importantLimit} 笔，置顶的调用一直保留（现有 {list.kept} 笔，置顶 {list.pinned} 笔）。
      </Text>
      <Text data-testid="traffic-dropped" color={dropped.routine + dropped.important > 0 ? 'orange.700' : undefined}>
        {dropped.routine + dropped.important === 0
          ? '尚未丢弃任何调用。'
          : `已丢弃最早的 ${String(dropped.routine)} 笔普通查询、${String(dropped.important)} 笔签名交易或失败调用；要留住某笔调用，请将其置顶。`}
      </Text>
    </Stack>
  );
}

/** 置顶 / 取消置顶: a pinned call stays whatever comes after it. */
function PinButton({ call, onDone, onError }: {
  call: TrafficSummary;
  onDone: () => void;
  onError: (message: string) => void;
}): ReactNode {
  return (
    <Button
      size="xs"
      variant={call.pinned ? 'solid' : 'outline'}
      colorPalette={call.pinned ? 'blue' : 'gray'}
      aria-pressed={call.pinned}
      data-testid="traffic-pin"
      onClick={(e) => {
        e.stopPropagation(); // not the row's click, which opens the call
        control(`traffic/${String(call.id)}/pin`, { pinned: !call.pinned }).then(onDone, (error: unknown) => {
          onError(error instanceof Error ? error.message : String(error));
        });
      }}
    >
      {call.pinned ? '已置顶' : '置顶'}
    </Button>
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
