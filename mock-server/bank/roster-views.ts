/**
 * What 收款人名册查询 (payeeListQry) and 消息查询 (messageListQry) answer (issue 49 item 4): the
 * enterprise's own payees and messages as the roster (./roster.ts) holds them now, filtered as asked,
 * the newest message first. Pure reads.
 */
import type { paths } from '@/api/generated/paths';
import type { Roster } from './roster.ts';
import type { Actor } from './types.ts';

type Answer<P extends keyof paths> = paths[P] extends { post: { responses: { 200: { content: { 'application/json': { body?: infer B } } } } } } ? NonNullable<B> : never;
type RowOf<P extends keyof paths> = Answer<P> extends { LIST: Array<infer R> } ? R : never;

const text = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
const opt = <K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> =>
  (value === undefined ? {} : { [key]: value } as Record<K, V>);

/** 收款人名册: the enterprise's payees, by a part of the name and by group when asked. */
export function payeesView(roster: Roster, actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/transfer/payeeListQry'>> {
  const name = text(filter.PAYEE_ACCT_NAME);
  const group = text(filter.GROUP_NAME);
  return roster.payees
    .filter((p) => p.orgNo === actor.orgNo && (!name || p.name.includes(name)) && (!group || p.group === group))
    .map((p) => ({
      PAYEE_ACCT_NO: p.acctNo, PAYEE_ACCT_NAME: p.name, PAYEE_BANK_NAME: p.bank,
      ...opt('PAYEE_BANK_NO', p.bankNo), ...opt('GROUP_NAME', p.group), ...opt('MOBILE_NO', p.mobile),
    }));
}

/** 消息查询: the enterprise's messages, newest first, by type, read flag, dates and number when asked. */
export function messagesView(roster: Roster, actor: Actor, filter: Record<string, unknown>): Array<RowOf<'/api/message/messageListQry'>> {
  const given = (name: string, value: string) => !text(filter[name]) || filter[name] === value;
  const start = text(filter.START_DATE);
  const end = text(filter.END_DATE);
  return roster.messages
    .filter((m) => m.orgNo === actor.orgNo && given('MSG_TYPE', m.type) && given('READ_FLAG', m.read) && given('MSG_ID', m.id) &&
      (!start || m.time.slice(0, 10) >= start) && (!end || m.time.slice(0, 10) <= end))
    .reverse()
    .map((m) => ({ MSG_ID: m.id, MSG_TITLE: m.title, MSG_TYPE: m.type, ...opt('SENDER', m.sender), SEND_TIME: m.time, READ_FLAG: m.read }));
}
