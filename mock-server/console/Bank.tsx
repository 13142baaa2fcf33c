/**
 * 模拟银行: accounts and balances (GET /__mock/bank), instructions and their states, the ledger of
 * signed transactions (GET /__mock/ledger), 重置 (POST /__mock/reset), and the scenarios
 * (GET /__mock/scenarios) with 应用 (POST /__mock/scenario).
 */
import { Badge, Button, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type BankView, control, type LedgerEntry, type ScenarioRow } from './api.ts';
import { Note, useControlAction, usePoll } from './ui.tsx';

const STATUS: Record<string, string> = { 0: '成功', 1: '待授权', 2: '处理中', 3: '失败', 4: '已撤销', 5: '已拒绝' };
const MODES: Record<string, string> = { 0: '单人', 1: '双人', 2: '多级' };

export function Bank(): ReactNode {
  const bank = usePoll(() => control<BankView>('bank'), 2000);
  const ledger = usePoll(() => control<{ entries: LedgerEntry[] }>('ledger'), 2000);
  const scenarios = usePoll(() => control<{ scenarios: ScenarioRow[]; invalid: Array<{ file: string; line: number; field: string; error: string }> }>('scenarios'), 10_000);
  const { note, error, act } = useControlAction(bank.refresh, ledger.refresh);
  return (
    <Stack gap="4">
      <HStack>
        <Button
          size="sm"
          colorPalette="red"
          variant="outline"
          data-testid="bank-reset"
          onClick={() => {
            if (window.confirm('重置模拟网关：会话、故障、银行、台账和流量记录都回到启动时。继续？')) act('reset', {}, '已重置');
          }}
        >重置模拟网关
        </Button>
      </HStack>
      <Note text={note} error={error ?? bank.error ?? ledger.error} />
      <Heading size="md">场景</Heading>
      <Table.Root size="sm" data-testid="scenario-table">
        <Table.Body>
          {(scenarios.data?.scenarios ?? []).map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell whiteSpace="nowrap">{s.name}</Table.Cell>
              <Table.Cell fontSize="xs" color="fg.muted">{s.file}</Table.Cell>
              <Table.Cell>{s.description ?? ''}{s.steps.length ? <Text fontSize="xs">步骤：{s.steps.join('；')}</Text> : null}</Table.Cell>
              <Table.Cell>
                <Button
                  size="xs"
                  onClick={() => {
                    act('scenario', { name: s.id }, `已应用场景：${s.name}`);
                  }}
                >应用
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
          {(scenarios.data?.invalid ?? []).map((i) => (
            <Table.Row key={i.file}>
              <Table.Cell colSpan={4} color="red.600">{i.file}:{i.line}：{i.field}：{i.error}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Heading size="md">账户与余额</Heading>
      <Table.Root size="sm" data-testid="bank-accounts">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>账号</Table.ColumnHeader>
            <Table.ColumnHeader>户名</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">余额（元）</Table.ColumnHeader>
            <Table.ColumnHeader>明细</Table.ColumnHeader>
            <Table.ColumnHeader>最近一笔</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(bank.data?.accounts ?? []).map((a) => {
            const last = a.recent[0];
            return (
              <Table.Row key={a.acctNo}>
                <Table.Cell>{a.acctNo}</Table.Cell>
                <Table.Cell>{a.name}</Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">{a.balance}</Table.Cell>
                <Table.Cell>{a.entries} 笔</Table.Cell>
                <Table.Cell fontSize="xs">{last ? `${last.date} ${last.time} ${last.dc === 'D' ? '支出' : '收入'} ${last.amount} ${last.counterName ?? ''}` : '—'}</Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      <Heading size="md">转账指令</Heading>
      <Table.Root size="sm" data-testid="bank-instructions">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>流水号</Table.ColumnHeader>
            <Table.ColumnHeader>交易</Table.ColumnHeader>
            <Table.ColumnHeader>付款账号 → 收款人</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">金额（元）</Table.ColumnHeader>
            <Table.ColumnHeader>经办</Table.ColumnHeader>
            <Table.ColumnHeader>授权</Table.ColumnHeader>
            <Table.ColumnHeader>状态</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(bank.data?.instructions ?? []).map((i) => (
            <Table.Row key={i.seq}>
              <Table.Cell>{i.seq}</Table.Cell>
              <Table.Cell>{i.name}</Table.Cell>
              <Table.Cell>{i.change ?? `${i.acctNo ?? ''} → ${i.payeeName ?? ''}`}</Table.Cell>
              <Table.Cell textAlign="end">{i.amount === null ? '—' : `${i.amount}${i.currency && i.currency !== 'CNY' ? ` ${i.currency}` : ''}`}</Table.Cell>
              <Table.Cell>{i.submitter}（{i.submitTime}）</Table.Cell>
              <Table.Cell>{MODES[i.mode] ?? i.mode}，{i.approvals.length}/{i.required}{i.approvals.length ? `（${i.approvals.join('、')}）` : ''}</Table.Cell>
              <Table.Cell><Badge>{STATUS[i.status] ?? i.status}</Badge>{i.rejectReason ? <Text fontSize="xs">{i.rejectReason}</Text> : null}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Heading size="md">签名交易台账</Heading>
      {ledger.data?.entries.length ? (
        <Table.Root size="sm" data-testid="bank-ledger">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>时间</Table.ColumnHeader>
              <Table.ColumnHeader>用户</Table.ColumnHeader>
              <Table.ColumnHeader>交易</Table.ColumnHeader>
              <Table.ColumnHeader>服务码</Table.ColumnHeader>
              <Table.ColumnHeader>流水号</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">金额</Table.ColumnHeader>
              <Table.ColumnHeader>幂等键</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...ledger.data.entries].reverse().map((e) => (
              <Table.Row key={e.transSeq}>
                <Table.Cell whiteSpace="nowrap">{new Date(e.time).toLocaleString('zh-CN', { hour12: false })}</Table.Cell>
                <Table.Cell>{e.user}</Table.Cell>
                <Table.Cell>{e.operationId}</Table.Cell>
                <Table.Cell>{e.serviceCode}</Table.Cell>
                <Table.Cell>{e.transSeq}</Table.Cell>
                <Table.Cell textAlign="end">{e.amount?.value ?? '—'}</Table.Cell>
                <Table.Cell fontSize="xs">{e.idempotencyKey}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : <Text color="fg.muted">还没有记账的签名交易。</Text>}
    </Stack>
  );
}
