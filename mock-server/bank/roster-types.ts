/** An enterprise's payees and the bank's messages to it, as the roster (./roster.ts) keeps them. */
export interface Payee {
  orgNo: string;
  acctNo: string;
  name: string;
  bank: string;
  bankNo?: string;
  group?: string;
  mobile?: string;
}

export type MessageType = '1' | '2' | '3';

export interface Message {
  orgNo: string;
  id: string;
  title: string;
  /** 1 系统通知, 2 业务提醒, 3 审批消息. */
  type: MessageType;
  sender?: string;
  /** YYYY-MM-DD HH:MM:SS, the bank's wall clock. */
  time: string;
  read: '0' | '1';
}

export interface RosterSeed {
  payees: Payee[];
  messages: Message[];
}
