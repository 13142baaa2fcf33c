/**
 * 会话与用户: the personas (level, enterprise, role, the shared test password), who is logged in,
 * the session TTL (set it), a persona's sessions or all of them expired, a QR code confirmed or expired.
 */
import { Badge, Box, Button, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { control, type PersonaRow, type SessionRow } from './api.ts';
import { Note, Select, useControlAction, usePoll } from './ui.tsx';

const ROLES: Record<string, string> = { 1: '经办', 2: '授权', 3: '经办兼授权' };
const APPROVER: Record<string, string> = { 0: '—', 1: '一级', 2: '二级' };

export function Sessions({ personas }: { personas: PersonaRow[] }): ReactNode {
  const sessions = usePoll(() => control<{ sessionTtlMs: number; sessions: SessionRow[] }>('sessions'), 2000);
  const [ttl, setTtl] = useState('');
  const [qrLogin, setQrLogin] = useState('admin');
  const { note, error, act } = useControlAction(sessions.refresh);
  const live = (sessions.data?.sessions ?? []).filter((s) => !s.expired);
  return (
    <Stack gap="4">
      <Heading size="md">已登录</Heading>
      <HStack gap="3" alignItems="end" wrap="wrap">
        <Text fontSize="sm">会话超时：{sessions.data ? `${String(sessions.data.sessionTtlMs / 1000)} 秒` : '—'}</Text>
        <Box as="label" display="inline-flex" flexDirection="column" gap="1" fontSize="sm">
          <span>新的超时（秒）</span>
          <Input
            size="sm"
            width="32"
            value={ttl}
            data-testid="session-ttl"
            onChange={(e) => {
              setTtl(e.currentTarget.value);
            }}
          />
        </Box>
        <Button
          size="sm"
          onClick={() => {
            act('session-ttl', { ms: Math.round(Number(ttl) * 1000) }, `会话超时已设为 ${ttl} 秒`);
          }}
        >设置超时
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            act('expire', {}, '全部会话已过期');
          }}
        >全部会话过期
        </Button>
      </HStack>
      <HStack gap="3" alignItems="end" wrap="wrap">
        <Select
          label="扫码确认的用户"
          value={qrLogin}
          onChange={setQrLogin}
          width="48"
          options={personas.map((p) => ({ value: p.login, label: `${p.login}（${p.name}）` }))}
        />
        <Button
          size="sm"
          onClick={() => {
            act('qr-confirm', { login: qrLogin }, `${qrLogin} 已在手机上确认最新的二维码`);
          }}
        >确认二维码
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => {
            act('qr-expire', {}, '二维码已全部过期');
          }}
        >二维码过期
        </Button>
      </HStack>
      <Note text={note} error={error ?? sessions.error} />
      {live.length ? (
        <Table.Root size="sm" data-testid="session-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>用户</Table.ColumnHeader>
              <Table.ColumnHeader>企业</Table.ColumnHeader>
              <Table.ColumnHeader>空闲</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {live.map((s, i) => (
              <Table.Row key={i}>
                <Table.Cell>{s.persona}</Table.Cell>
                <Table.Cell>{s.enterprise ?? '（未选择）'}</Table.Cell>
                <Table.Cell>{s.idleMs === null ? '—' : `${String(Math.round(s.idleMs / 1000))} 秒`}</Table.Cell>
                <Table.Cell>
                  <Button
                    size="xs"
                    variant="outline"
                    onClick={() => {
                      act('expire-persona', { login: s.persona }, `${s.persona ?? ''} 的会话已过期`);
                    }}
                  >使会话过期
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : <Text color="fg.muted">没有已登录的会话。</Text>}
      <Heading size="md">测试用户</Heading>
      <Text fontSize="sm">每个用户的登录密码都是 <Badge>{personas[0]?.password ?? '—'}</Badge>（或令牌 test-token-&lt;用户名&gt;）；图形验证码任意。</Text>
      <Table.Root size="sm" data-testid="persona-table">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>用户名</Table.ColumnHeader>
            <Table.ColumnHeader>姓名</Table.ColumnHeader>
            <Table.ColumnHeader>认证级别</Table.ColumnHeader>
            <Table.ColumnHeader>企业</Table.ColumnHeader>
            <Table.ColumnHeader>角色</Table.ColumnHeader>
            <Table.ColumnHeader>密码提示</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {personas.map((p) => (
            <Table.Row key={p.login} data-testid="persona-row">
              <Table.Cell>{p.login}</Table.Cell>
              <Table.Cell>{p.name}</Table.Cell>
              <Table.Cell>{p.level}</Table.Cell>
              <Table.Cell>{p.enterprises.map((e) => e.name).join('、') || '—'}</Table.Cell>
              <Table.Cell>{p.admin ? '企业管理员；' : ''}{ROLES[p.role]}{p.approverLevel !== '0' ? `（${APPROVER[p.approverLevel] ?? ''}授权人）` : ''}</Table.Cell>
              <Table.Cell>{p.password}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
