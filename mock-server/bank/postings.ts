/**
 * How a booking moves money (issue 36): a posting's debit entry on the payer, its credit entry on a
 * payee of this bank, and the seed's example rows as an account's history. Bank (./bank.ts) decides
 * what is booked; this holds the entries it leaves.
 */
import { bankTime } from '../clock.ts';
import { Refusal } from '../refusal.ts';
import { fen, groupedYuan } from './rules.ts';
import type { Account, Entry, Posting } from './types.ts';

const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

/**
 * Debits the payer (and credits a payee of this bank); 余额不足 throws before anything changes. The
 * mock keeps CNY accounts: a debit in another currency moves no CNY balance (true is returned).
 */
export function post(accounts: ReadonlyMap<string, Account>, instruction: Posting, seq: string, now: number): boolean {
  const account = accounts.get(instruction.acctNo);
  if (!account) throw new Refusal('AC0404', `账户 ${instruction.acctNo} 不存在`);
  const { date, time } = bankTime(now);
  const foreign = instruction.currency !== 'CNY';
  if (!foreign && account.balance < instruction.amount) {
    throw new Refusal('TR0001', `账户余额不足：可用余额 ${groupedYuan(account.balance)} 元，交易金额 ${groupedYuan(instruction.amount)} 元，交易未记账`);
  }
  const summary = instruction.remark ?? instruction.name;
  if (!foreign) {
    account.balance -= instruction.amount;
    account.entries.push({
      date, time, seq, dc: 'D', amount: instruction.amount, balance: account.balance,
      ...(instruction.payeeAcctNo ? { counterAcctNo: instruction.payeeAcctNo } : {}),
      counterName: instruction.payeeName,
      ...(instruction.payeeBank ? { counterBank: instruction.payeeBank } : {}),
      summary, printCount: 0,
    });
    const payee = instruction.payeeAcctNo ? accounts.get(instruction.payeeAcctNo) : undefined;
    if (payee) { // never the payer's own: submit refused that (TR0002)
      payee.balance += instruction.amount;
      payee.entries.push({
        date, time, seq, dc: 'C', amount: instruction.amount, balance: payee.balance,
        counterAcctNo: account.acctNo, counterName: account.name, summary, printCount: 0,
      });
    }
  }
  return foreign;
}

/**
 * The example rows as the account's history, their running balances recomputed backwards from the
 * account's balance, so the last entry's balance is the balance the account list shows.
 */
export function seedEntries(account: Account, rows: ReadonlyArray<Record<string, unknown>>): void {
  let balance = account.balance;
  const entries: Entry[] = [];
  for (const row of [...rows].reverse()) {
    const amount = fen(row.TRAN_AMT);
    const dc = row.DC_FLAG === 'C' ? 'C' : 'D';
    entries.unshift({
      date: String(row.TRANS_DATE), time: text(row.TRANS_TIME) ?? '00:00:00', seq: String(row.TRANS_SEQ), dc, amount, balance,
      ...(text(row.COUNTER_ACCT_NO) ? { counterAcctNo: String(row.COUNTER_ACCT_NO) } : {}),
      ...(text(row.COUNTER_ACCT_NAME) ? { counterName: String(row.COUNTER_ACCT_NAME) } : {}),
      ...(text(row.COUNTER_BANK_NAME) ? { counterBank: String(row.COUNTER_BANK_NAME) } : {}),
      ...(text(row.SUMMARY) ? { summary: String(row.SUMMARY) } : {}),
      printCount: 0,
    });
    balance = dc === 'D' ? balance + amount : balance - amount;
  }
  account.entries = entries;
}
