/**
 * 工作区 (issue 52 item 1): the mock's workspaces (GET /__mock/workspaces), each an isolated bank,
 * clock, faults and traffic log; create one (from the seed or 从…复制 another's state), reset, delete
 * (after a confirmation in the page), set its bank clock (a date-time, or ±1 小时/天), choose the one the
 * other tabs act on, and open the portal in it (`<portal>?workspace=<name>`).
 */
import { Badge, Button, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { control, type WorkspaceList, type WorkspaceRow } from './api.ts';
import { Note, Select, TextField, usePoll } from './ui.tsx';

/** An instant of the machine's clock as the bank reads it (Asia/Shanghai). */
const bankStamp = (iso: string): string =>
  new Date(iso).toLocaleString('sv-SE', { timeZone: 'Asia/Shanghai', hour12: false });

/** The clock's steps (POST /__mock/clock {advance}) and their buttons. */
const STEPS = [['-1d', '-1 天'], ['-1h', '-1 小时'], ['+1h', '+1 小时'], ['+1d', '+1 天']] as const;

/** The portal opened in a workspace: its address with ?workspace=<name>. */
export function portalLink(portal: string, name: string): string {
  const url = new URL(portal);
  url.searchParams.set('workspace', name);
  return url.href;
}

interface Props {
  current: string;
  onChoose: (name: string) => void;
  /** The portal's address (GET /__mock/portal, else this page's origin + /eis-demo/). */
  portal: string;
}

/** A call on one workspace's behalf, its outcome for the panel's note. */
function useWorkspaceAction(refresh: () => void) {
  const [note, setNote] = useState<string>();
  const [error, setError] = useState<string>();
  const act = (call: Promise<unknown>, text: string) => {
    call.then(() => {
      setError(undefined);
      setNote(text);
      refresh();
    }, (e: unknown) => {
      setNote(undefined);
      setError(e instanceof Error ? e.message : String(e));
    });
  };
  return { note, error, act };
}

export function Workspaces({ current, onChoose, portal }: Props): ReactNode {
  const list = usePoll(() => control<WorkspaceList>('workspaces'), 2000);
  const { note, error, act } = useWorkspaceAction(list.refresh);
  const [name, setName] = useState('');
  const [from, setFrom] = useState('');
  const rows = list.data?.workspaces ?? [];
  const create = () => {
    const made = name.trim();
    act(control('workspaces', { name: made, ...(from ? { from } : {}) }), from ? `工作区 ${made} 已从 ${from} 复制` : `工作区 ${made} 已新建`);
  };
  return (
    <Stack gap="4">
      <Heading size="md">工作区</Heading>
      <Text fontSize="sm" color="fg.muted">
        每个工作区有自己的模拟银行、会话、时钟、故障与流量；控制台其他页签作用于当前工作区（{current}）。
        {list.data ? ` 闲置 ${String(Math.round(list.data.idleMs / 3_600_000))} 小时后自动删除，最多 ${String(list.data.max)} 个。` : ''}
      </Text>
      <HStack gap="3" alignItems="end" wrap="wrap">
        <TextField label="名称（a-z、0-9、-）" value={name} onChange={setName} testId="workspace-name" placeholder="alice" />
        <Select
          label="从…复制"
          value={from}
          onChange={setFrom}
          testId="workspace-from"
          options={[{ value: '', label: '（初始数据）' }, ...rows.map((w) => ({ value: w.name, label: w.name }))]}
        />
        <Button size="sm" onClick={create} data-testid="workspace-create">新建工作区</Button>
      </HStack>
      <Note text={note} error={error ?? list.error} />
      <Table.Root size="sm" data-testid="workspace-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>名称</Table.ColumnHeader>
            <Table.ColumnHeader>来源</Table.ColumnHeader>
            <Table.ColumnHeader>创建时间</Table.ColumnHeader>
            <Table.ColumnHeader>最近使用</Table.ColumnHeader>
            <Table.ColumnHeader>会话</Table.ColumnHeader>
            <Table.ColumnHeader>记账</Table.ColumnHeader>
            <Table.ColumnHeader>银行时钟</Table.ColumnHeader>
            <Table.ColumnHeader>操作</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((w) => (
            <Row key={w.name} row={w} current={w.name === current} portal={portal} onChoose={onChoose} act={act} />
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

interface RowProps {
  row: WorkspaceRow;
  current: boolean;
  portal: string;
  onChoose: (name: string) => void;
  act: (call: Promise<unknown>, text: string) => void;
}

/** One workspace: its figures, its clock and what a tester does with it. */
function Row({ row, current, portal, onChoose, act }: RowProps): ReactNode {
  const name = row.name;
  return (
    <Table.Row data-testid="workspace-row" data-name={name} data-current={current}>
      <Table.Cell>
        {name}
        {current ? <Badge ml="2" colorPalette="blue">当前</Badge> : null}
      </Table.Cell>
      <Table.Cell>{row.from ?? '—'}</Table.Cell>
      <Table.Cell>{bankStamp(row.createdAt)}</Table.Cell>
      <Table.Cell>{bankStamp(row.lastUsed)}</Table.Cell>
      <Table.Cell data-testid="workspace-sessions">{row.sessions}</Table.Cell>
      <Table.Cell data-testid="workspace-bookings">{row.bookings}</Table.Cell>
      <ClockCell row={row} act={act} />
      <Actions row={row} current={current} portal={portal} onChoose={onChoose} act={act} />
    </Table.Row>
  );
}

/** The workspace's bank clock: set to a date-time, moved by a step, or back to the machine's. */
function ClockCell({ row, act }: Pick<RowProps, 'row' | 'act'>): ReactNode {
  const [at, setAt] = useState('');
  const name = row.name;
  const clock = (body: unknown, text: string) => {
    act(control('clock', body, 'POST', name), text);
  };
  return (
    <Table.Cell>
      <Text data-testid="workspace-clock">{row.clock.now}{row.clock.offsetMs === 0 ? '' : '（已调整）'}</Text>
      <HStack gap="1" mt="1" wrap="wrap" alignItems="end">
        <TextField label="设为（北京时间）" value={at} onChange={setAt} testId="workspace-clock-at" width="44" placeholder="2026-11-30 08:59:00" />
        <Button
          size="xs"
          data-testid="workspace-clock-set"
          onClick={() => {
            clock({ at: at.trim() }, `${name} 的银行时钟已设为 ${at.trim()}`);
          }}
        >设定
        </Button>
        {STEPS.map(([step, label]) => (
          <Button
            key={step}
            size="xs"
            variant="outline"
            data-testid={`workspace-clock-${step}`}
            onClick={() => {
              clock({ advance: step }, `${name} 的银行时钟已${step.startsWith('+') ? '拨快' : '拨慢'} ${label.slice(1)}`);
            }}
          >{label}
          </Button>
        ))}
        <Button
          size="xs"
          variant="ghost"
          data-testid="workspace-clock-reset"
          onClick={() => {
            clock({ reset: true }, `${name} 的银行时钟已恢复为本机时间`);
          }}
        >恢复本机时间
        </Button>
      </HStack>
    </Table.Cell>
  );
}

/** Choose, open in the portal, reset, delete (confirmed in the page; default is only reset). */
function Actions({ row, current, portal, onChoose, act }: RowProps): ReactNode {
  const [confirming, setConfirming] = useState(false);
  const name = row.name;
  return (
    <Table.Cell>
      <HStack gap="1" wrap="wrap">
        <Button
          size="xs"
          disabled={current}
          data-testid="workspace-choose"
          onClick={() => {
            onChoose(name);
          }}
        >设为当前
        </Button>
        <Link href={portalLink(portal, name)} target="_blank" rel="noopener noreferrer" fontSize="sm" data-testid="workspace-open" color="blue.600">
          在门户中打开
        </Link>
        <Button
          size="xs"
          variant="outline"
          data-testid="workspace-reset"
          onClick={() => {
            act(control('reset', {}, 'POST', name), `工作区 ${name} 已重置为初始数据`);
          }}
        >重置
        </Button>
        {name === 'default' ? null : confirming ? (
          <>
            <Text fontSize="sm" color="red.700" data-testid="workspace-confirm-text">确定删除 {name}？其银行、会话与流量将一并删除。</Text>
            <Button
              size="xs"
              colorPalette="red"
              data-testid="workspace-delete-confirm"
              onClick={() => {
                setConfirming(false);
                if (current) onChoose('default');
                act(control(`workspaces/${encodeURIComponent(name)}`, undefined, 'DELETE'), `工作区 ${name} 已删除`);
              }}
            >确认删除
            </Button>
            <Button
              size="xs"
              variant="ghost"
              data-testid="workspace-delete-cancel"
              onClick={() => {
                setConfirming(false);
              }}
            >取消
            </Button>
          </>
        ) : (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            data-testid="workspace-delete"
            onClick={() => {
              setConfirming(true);
            }}
          >删除
          </Button>
        )}
      </HStack>
    </Table.Cell>
  );
}
