/**
 * 故障: the gateway's fault queue (GET /__mock/state's `faults`), a form that queues one
 * (POST /__mock/faults: operation, persona, kind, count) and 清空 (DELETE /__mock/faults).
 */
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { control, type OperationRow, type PersonaRow, type QueuedFault } from './api.ts';
import { Note, Select, TextField, usePoll } from './ui.tsx';

const KINDS = [
  { value: 'http500', label: 'HTTP 500（系统繁忙）' },
  { value: 'delay', label: '延迟应答' },
  { value: 'business', label: '业务拒绝（报文头错误码）' },
  { value: 'status', label: '会话状态（005 / 009 / 0110）' },
  { value: 'malformed', label: '应答报文损坏' },
  { value: 'undecryptable', label: '应答无法解密' },
  { value: 'lostAnswer', label: '应答丢失（已处理，HTTP 504）' },
];

const STATUSES = [
  { value: '005', label: '005 会话失效' }, { value: '009', label: '009 被其他登录挤出' }, { value: '0110', label: '0110 未选择企业' },
];

export function Faults({ personas, operations }: { personas: PersonaRow[]; operations: OperationRow[] }): ReactNode {
  const queue = usePoll(() => control<{ faults: QueuedFault[] }>('state'), 2000);
  const [operation, setOperation] = useState('*');
  const [user, setUser] = useState('');
  const [kind, setKind] = useState('http500');
  const [ms, setMs] = useState('3000');
  const [status, setStatus] = useState('005');
  const [code, setCode] = useState('TR0001');
  const [msg, setMsg] = useState('账户余额不足，交易未记账');
  const [count, setCount] = useState('1');
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const done = (text: string) => () => {
    setError(undefined);
    setNote(text);
    queue.refresh();
  };
  const failed = (e: unknown) => {
    setNote(undefined);
    setError(e instanceof Error ? e.message : String(e));
  };
  const personaOptions = [{ value: '', label: '任何用户' }, ...personas.map((p) => ({ value: p.login, label: `${p.login}（${p.name}）` }))];
  const fault = kind === 'delay' ? `delay=${ms}` : kind === 'status' ? `status=${status}`
    : kind === 'business' ? `business=${code};msg=${encodeURIComponent(msg)}` : kind;
  const submit = () => {
    control('faults', { operation: operation.trim() || '*', fault, count: Number(count), ...(user ? { user } : {}) })
      .then(done(`已加入队列：${operation || '*'} ${kind}${user ? `（仅 ${user}）` : ''} × ${count}`), failed);
  };
  const clear = () => {
    control('faults', undefined, 'DELETE').then(done('故障队列已清空'), failed);
  };
  return (
    <Stack gap="4">
      <Heading size="md">设置故障</Heading>
      <HStack gap="3" alignItems="end" wrap="wrap" data-testid="fault-form">
        <TextField
          label="接口（operationId，* 为全部）"
          width="56"
          list="console-operations"
          value={operation}
          testId="fault-operation"
          onChange={setOperation}
        />
        <datalist id="console-operations">
          {operations.map((o) => <option key={o.operation} value={o.operation}>{o.summary ?? ''}</option>)}
        </datalist>
        <Select label="用户" value={user} onChange={setUser} testId="fault-persona" width="40" options={personaOptions} />
        <Select label="故障类型" value={kind} onChange={setKind} testId="fault-kind" width="60" options={KINDS} />
        {kind === 'delay' ? <TextField label="延迟（毫秒，≤ 60000）" width="32" value={ms} testId="fault-ms" onChange={setMs} /> : null}
        {kind === 'status' ? <Select label="状态码" value={status} onChange={setStatus} width="48" options={STATUSES} /> : null}
        {kind === 'business' ? <TextField label="错误码" width="32" value={code} testId="fault-code" onChange={setCode} /> : null}
        {kind === 'business' ? <TextField label="提示信息" width="72" value={msg} testId="fault-msg" onChange={setMsg} /> : null}
        <TextField label="次数（1–1000）" width="24" value={count} testId="fault-count" onChange={setCount} />
        <Button size="sm" colorPalette="blue" onClick={submit} data-testid="fault-submit">加入队列</Button>
        <Button size="sm" variant="outline" onClick={clear} data-testid="fault-clear">清空队列</Button>
      </HStack>
      <Note text={note} error={error ?? queue.error} />
      <Heading size="md">故障队列</Heading>
      {queue.data?.faults.length ? (
        <Table.Root size="sm" data-testid="fault-queue">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>接口</Table.ColumnHeader>
              <Table.ColumnHeader>用户</Table.ColumnHeader>
              <Table.ColumnHeader>故障</Table.ColumnHeader>
              <Table.ColumnHeader>剩余次数</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {queue.data.faults.map((f, i) => (
              <Table.Row key={i} data-testid="fault-row">
                <Table.Cell>{f.operation}</Table.Cell>
                <Table.Cell>{f.user ?? '任何用户'}</Table.Cell>
                <Table.Cell>{f.kind}{f.ms !== undefined ? ` ${String(f.ms)} ms` : ''}{f.status ? ` ${f.status}` : ''}{f.msg ? ` ${f.msg}` : ''}</Table.Cell>
                <Table.Cell>{f.remaining}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : <Text color="fg.muted" data-testid="fault-queue-empty">队列为空：每个调用正常应答。</Text>}
    </Stack>
  );
}
