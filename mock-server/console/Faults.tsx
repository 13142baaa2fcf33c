/**
 * 故障: the gateway's fault queue (GET /__mock/state's `faults`), a form that queues one
 * (POST /__mock/faults: operation, persona, kind, count) and 清空 (DELETE /__mock/faults).
 */
import { Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { control, type OperationRow, type PersonaRow, type QueuedFault } from './api.ts';
import { faultEntry, FAULTS, type FaultField } from '../faults/table.ts';
import { Note, Select, TextField, usePoll } from './ui.tsx';

/** The fault kinds and their parameters' fields, from the one fault table (../faults/table.ts). */
const KINDS = FAULTS.map((f) => ({ value: f.name, label: f.label }));
const INITIAL: Record<string, string> = Object.fromEntries(
  FAULTS.flatMap((f) => f.fields.map((field) => [field.key, field.initial])),
);

export function Faults({ personas, operations }: { personas: PersonaRow[]; operations: OperationRow[] }): ReactNode {
  const queue = usePoll(() => control<{ faults: QueuedFault[] }>('state'), 2000);
  const [operation, setOperation] = useState('*');
  const [user, setUser] = useState('');
  const [kind, setKind] = useState(FAULTS[0]?.name ?? '');
  const [values, setValues] = useState(INITIAL);
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
  const entry = faultEntry(kind);
  const fault = entry?.compose(values) ?? kind;
  const field = (f: FaultField) => {
    const set = (value: string) => {
      setValues((all) => ({ ...all, [f.key]: value }));
    };
    const value = values[f.key] ?? f.initial;
    return f.options
      ? <Select key={f.key} label={f.label} value={value} onChange={set} testId={`fault-${f.key}`} width={f.width} options={[...f.options]} />
      : <TextField key={f.key} label={f.label} width={f.width} value={value} testId={`fault-${f.key}`} onChange={set} />;
  };
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
        {entry?.fields.map(field)}
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
