/**
 * The one table of the mock's faults (issue 51 item 2): each fault is one entry, read by the gateway
 * (the stage it hooks and what the call answers: ../gateway/stages/faults.ts), the faults control call
 * and scenarios (its parser), the traffic log (its text) and the testers' console (its label and the
 * fields of its form, ../console/Faults.tsx). Pure data and functions, no Node: the console imports it.
 * A new fault is one entry here plus its tests (docs/mock-faults.md).
 */

/** A fault's parameters. */
export interface FaultParams {
  /** delay: milliseconds. */
  ms?: number;
  /** status: 005, 009, 0110; business: the error status. */
  status?: string;
  /** business: the message (Chinese, as a bank would write it). */
  msg?: string;
}

/** A fault as queued and applied: its name and its parameters. */
export interface Fault extends FaultParams {
  kind: FaultKind;
}

/**
 * Where a fault acts on a call (../gateway/pipeline.ts):
 * - `arrival`: before the envelope is opened (the call's answer, or a wait before it goes on);
 * - `opened`: after the envelope opened and its timestamp and nonce passed, before the session check
 *   (an answer head, sealed under the call's key);
 * - `answered`: after the call was processed (a signed one booked): the answer replaced.
 */
export type FaultStage = 'arrival' | 'opened' | 'answered';

/** What a fault does where it hooks (the gateway writes it): nothing, a wait, a raw answer or a head. */
export type FaultEffect =
  | { wait: number }
  | { answer: { status: number; contentType: string; body: string } }
  | { head: { STATUS: string; MSG: string } };

/** A field of the console's form for a fault's parameter. */
export interface FaultField {
  /** The key the form keeps its value under (and the field's data-testid, `fault-<key>`). */
  key: string;
  label: string;
  initial: string;
  width: string;
  /** A choice among these values (value, label); absent: typed. */
  options?: ReadonlyArray<{ value: string; label: string }>;
}

/** One fault (its name is its key in the table). */
export interface FaultSpec {
  /** The console's Chinese label. */
  label: string;
  /** How it is written (for the refusal of a bad one and the docs). */
  usage: string;
  /** What the call answers (README, console help). */
  answers: string;
  stage: FaultStage;
  /** Its parameters from `name=<value>;<params>`; a message when they are bad. */
  parse: (value: string | undefined, params: readonly string[]) => FaultParams | string;
  /** The fault as the control call and X-Mock-Fault write it (`encode`: the message percent-encoded). */
  text: (fault: FaultParams, encode?: boolean) => string;
  /** The console's form fields, and the fault text from their values. */
  fields: readonly FaultField[];
  compose: (values: Readonly<Record<string, string>>) => string;
  /** What it does where it hooks. */
  effect: (fault: FaultParams) => FaultEffect;
}

export interface FaultEntry extends FaultSpec {
  name: FaultKind;
}

const bare = (name: string) => ({
  parse: () => ({}),
  text: () => name,
  fields: [],
  compose: () => name,
});

const SESSION_STATUSES = [
  { value: '005', label: '005 会话失效' }, { value: '009', label: '009 被其他登录挤出' }, { value: '0110', label: '0110 未选择企业' },
];

/** The business fault's message, decoded; a message when it is not percent-encoded. */
function businessMessage(params: readonly string[]): string | { msg: string } {
  let msg = '交易失败';
  for (const param of params) {
    const [name, raw = ''] = param.split('=');
    if (name !== 'msg') continue;
    try {
      msg = decodeURIComponent(raw);
    } catch {
      return 'msg must be percent-encoded';
    }
  }
  return { msg };
}

/** The faults, by name, in the order the console and a refusal list them. */
const TABLE = {
  http500: {
    label: 'HTTP 500（系统繁忙）', usage: 'http500', answers: 'HTTP 500 with 999999 系统繁忙，请稍后再试', stage: 'arrival',
    ...bare('http500'),
    effect: () => ({ answer: { status: 500, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ head: { STATUS: '999999', MSG: '系统繁忙，请稍后再试' } }) } }),
  },
  delay: {
    label: '延迟应答', usage: 'delay=<0..60000 ms>', answers: 'normally, after the delay (up to 60000)', stage: 'arrival',
    parse: (value) => {
      const ms = Number(value);
      return !Number.isInteger(ms) || ms < 0 || ms > 60_000 ? 'delay=<0..60000 ms>' : { ms };
    },
    text: (f) => `delay=${String(f.ms ?? 0)}`,
    fields: [{ key: 'ms', label: '延迟（毫秒，≤ 60000）', initial: '3000', width: '32' }],
    compose: (v) => `delay=${v.ms ?? ''}`,
    effect: (f) => ({ wait: f.ms ?? 0 }),
  },
  malformed: {
    label: '应答报文损坏', usage: 'malformed', answers: 'broken JSON', stage: 'arrival',
    ...bare('malformed'),
    effect: () => ({ answer: { status: 200, contentType: 'application/json', body: '{"head": {"STATUS": "000000", "MSG"' } }),
  },
  undecryptable: {
    label: '应答无法解密', usage: 'undecryptable', answers: 'a #10 body that is not a ciphertext', stage: 'arrival',
    ...bare('undecryptable'),
    effect: () => ({ answer: { status: 200, contentType: 'text/plain', body: '#10this-is-not-a-ciphertext' } }),
  },
  status: {
    label: '会话状态（005 / 009 / 0110）', usage: 'status=005, 009 or 0110',
    answers: 'that status (session lost; select enterprise)', stage: 'opened',
    parse: (value) => (value && SESSION_STATUSES.some((s) => s.value === value) ? { status: value } : 'status=005, 009 or 0110'),
    text: (f) => `status=${f.status ?? ''}`,
    fields: [{ key: 'status', label: '状态码', initial: '005', width: '48', options: SESSION_STATUSES }],
    compose: (v) => `status=${v.status ?? ''}`,
    effect: (f) => ({ head: { STATUS: f.status ?? '999999', MSG: f.msg ?? (f.status === '0110' ? '请选择企业' : '会话已失效，请重新登录') } }),
  },
  business: {
    label: '业务拒绝（报文头错误码）', usage: 'business=<STATUS>;msg=<message>',
    answers: 'a business error with that status and the percent-encoded message', stage: 'opened',
    parse: (value, params) => {
      if (!value || !/^[A-Z0-9]{2,16}$/.test(value)) return 'business=<STATUS>;msg=<message>';
      const msg = businessMessage(params);
      return typeof msg === 'string' ? msg : { status: value, ...msg };
    },
    text: (f, encode = false) => `business=${f.status ?? ''};msg=${encode ? encodeURIComponent(f.msg ?? '') : (f.msg ?? '')}`,
    fields: [
      { key: 'code', label: '错误码', initial: 'TR0001', width: '32' },
      { key: 'msg', label: '提示信息', initial: '账户余额不足，交易未记账', width: '72' },
    ],
    compose: (v) => `business=${v.code ?? ''};msg=${encodeURIComponent(v.msg ?? '')}`,
    effect: (f) => ({ head: { STATUS: f.status ?? '999999', MSG: f.msg ?? '交易失败' } }),
  },
  lostAnswer: {
    label: '应答丢失（已处理，HTTP 504）', usage: 'lostAnswer',
    answers: 'processed as usual (a signed transaction is booked), then HTTP 504: the answer lost on its way back', stage: 'answered',
    ...bare('lostAnswer'),
    effect: () => ({ answer: { status: 504, contentType: 'application/json; charset=utf-8', body: JSON.stringify({ head: { STATUS: 'E0504', MSG: '网关超时' } }) } }),
  },
} satisfies Record<string, FaultSpec>;

export type FaultKind = keyof typeof TABLE;

export const FAULTS: readonly FaultEntry[] = Object.entries(TABLE)
  .map(([name, spec]) => ({ ...spec, name: name as FaultKind }));

/** The entry of a fault's name; undefined for none. */
export function faultEntry(name: string): FaultEntry | undefined {
  return FAULTS.find((entry) => entry.name === name);
}

/**
 * Parses a fault as the control call, X-Mock-Fault and scenarios write it (`delay=1500`,
 * `business=TR0001;msg=<percent-encoded message>`); a message for anything else.
 */
export function parseFault(text: string): Fault | string {
  const [head = '', ...params] = text.trim().split(';');
  const [kind = '', value] = head.split('=');
  const entry = faultEntry(kind);
  if (!entry) return `unknown fault ${JSON.stringify(kind)}; one of ${FAULTS.map((f) => f.name).join(', ')}`;
  const parsed = entry.parse(value, params);
  return typeof parsed === 'string' ? parsed : { kind: entry.name, ...parsed };
}

/** The fault as the faults control call and X-Mock-Fault write it (the message not encoded). */
export function faultText(fault: Fault): string {
  return faultEntry(fault.kind)?.text(fault) ?? fault.kind;
}
