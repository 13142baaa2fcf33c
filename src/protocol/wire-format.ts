/**
 * The portal's wire rules as plain functions (spec 000 §7, §8, §9): common body fields, headers,
 * status classes and messages. No I/O; the client composes them.
 */
import { bankTime, parseBankStamp } from './bank-time.ts';

export const CHANNEL = 'ET';
export const GATEWAY_APP_ID = '6666';
export const SUCCESS_STATUSES: readonly string[] = ['1', '000000'];
export const SESSION_LOST_STATUSES: readonly string[] = ['005', '009'];
export const SELECT_ENTERPRISE_STATUS = '0110';
export const SERVICE_EXCEPTION = '服务异常';
export const UNKNOWN_ERROR = '未知错误';
export const UNDECRYPTABLE = '服务响应无法解密，请稍后重试';
/** A call that got no answer at all: the network is down (offline, or the connection failed). */
export const NETWORK_DOWN = '网络连接中断，请检查网络后重试';
/** A call whose answer did not come in time (CallMeta.timeoutMs): it may or may not have been processed. */
export const TIMED_OUT = '服务响应超时';
/**
 * The only answers a sealed call may get in plain: the gateway could not open the envelope (E0401)
 * or found none (E0402). Both are errors; a plain success to a sealed call is refused.
 */
export const PLAIN_REFUSALS: ReadonlySet<string> = new Set(['E0401', 'E0402']);
/**
 * What the user is told of a plain refusal (PLAIN_REFUSALS): the portal's own fixed words, never the
 * answer's MSG, which came outside the envelope, so anyone on the way could have written it (issue 39).
 */
export const ENVELOPE_REFUSED = '请求未通过安全校验，请刷新页面后重试';

/** Header names. The spec names what they carry, not their names: ours, provisional. */
export const WIRE_HEADER = {
  appId: 'X-App-Id',
  timeOffset: 'X-Time-Offset',
  messageId: 'X-Msg-Id',
  timestamp: 'X-Timestamp',
  channel: 'X-Channel',
} as const;

export interface WireContext {
  /** Menu id of the current route; '' outside a menu. */
  menuId: string;
  clientMac: string;
  clientIp: string;
}

export const COMMON_FIELDS = ['H_MENU_ID', 'H_CHNL_ID', 'CLIENT_MAC', 'CLIENT_IP'] as const;
export type CommonField = (typeof COMMON_FIELDS)[number];

/**
 * The body with the common fields merged in (spec 000 §7). The channel is always ET; a caller's
 * own H_MENU_ID (a call made for another menu) is kept, else the current route's menu.
 */
export function withCommonFields(body: Record<string, unknown> | undefined, ctx: WireContext): Record<string, unknown> {
  const own = body?.H_MENU_ID;
  return {
    ...body,
    H_MENU_ID: typeof own === 'string' && own !== '' ? own : ctx.menuId,
    H_CHNL_ID: CHANNEL,
    CLIENT_MAC: ctx.clientMac,
    CLIENT_IP: ctx.clientIp,
  };
}

/**
 * The header timestamp (spec 000 §7's `YYYY-MM-DD HH:mm:ss`) is the gateway's clock in its zone,
 * Asia/Shanghai, whatever zone the browser is in (issue 15 finding 4): ./bank-time.ts. The caller gives
 * the gateway's "now" (local clock plus the measured server offset).
 */
export const gatewayTimestamp = (instant: number): string => bankTime(instant).stamp;
/** The instant of a gatewayTimestamp; undefined when the text is not one. */
export const parseGatewayTimestamp = parseBankStamp;

/** A unique message id (UUID v4 from crypto.getRandomValues, which also works outside secure contexts). */
export function messageId(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** The headers on every call (spec 000 §7); `serverNow` is the gateway's time of the call (ms). */
export function wireHeaders(serverNow: number, id: string = messageId()): Record<string, string> {
  return {
    [WIRE_HEADER.appId]: GATEWAY_APP_ID,
    [WIRE_HEADER.timeOffset]: '0',
    [WIRE_HEADER.messageId]: id,
    [WIRE_HEADER.timestamp]: gatewayTimestamp(serverNow),
    [WIRE_HEADER.channel]: CHANNEL,
  };
}

export interface Head {
  STATUS?: unknown;
  MSG?: unknown;
  message?: unknown;
}

export type Outcome =
  | { kind: 'ok' }
  | { kind: 'sessionLost'; status: string; message: string }
  | { kind: 'selectEnterprise'; status: string; message: string }
  | { kind: 'error'; status: string; message: string };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/** The head's message: MSG, else message, else 服务异常 (spec 000 §8). */
export function headMessage(head: Head | undefined): string {
  return text(head?.MSG) ?? text(head?.message) ?? SERVICE_EXCEPTION;
}

/** The gateway found the request's timestamp outside its window: the computer's clock is wrong. */
export const CLOCK_SKEW_STATUS = 'E0408';
export const CLOCK_SKEW_MESSAGE = '本机时间与银行服务器时间不一致，请校准电脑时间后重试';

/**
 * What a head means (spec 000 §8). A missing head or STATUS is a service exception. A timestamp
 * refusal says what the user can do about it: 请校准电脑时间 (issue 15 finding 4).
 */
export function classifyHead(head: Head | undefined): Outcome {
  const status = typeof head?.STATUS === 'string' ? head.STATUS : typeof head?.STATUS === 'number' ? String(head.STATUS) : '';
  if (SUCCESS_STATUSES.includes(status)) return { kind: 'ok' };
  if (status === CLOCK_SKEW_STATUS) return { kind: 'error', status, message: CLOCK_SKEW_MESSAGE };
  const message = headMessage(head);
  if (SESSION_LOST_STATUSES.includes(status)) return { kind: 'sessionLost', status, message };
  if (status === SELECT_ENTERPRISE_STATUS) return { kind: 'selectEnterprise', status, message };
  return { kind: 'error', status: status || 'NO_STATUS', message };
}

/**
 * The message of a transport failure (spec 000 §8): the server's message when its answer carries
 * one, else 服务异常; 未知错误 when the error has no name (not even an Error).
 */
export function transportMessage(error: unknown, serverBody: unknown): string {
  if (serverBody && typeof serverBody === 'object') {
    const head: Head = (serverBody as { head?: Head }).head ?? serverBody;
    const fromServer = text(head.MSG) ?? text(head.message);
    if (fromServer) return fromServer;
  }
  if (typeof serverBody === 'string' && serverBody.trim() && serverBody.length <= 200 && !/<[a-z!]/i.test(serverBody)) {
    return serverBody.trim();
  }
  const name = error && typeof error === 'object' ? (error as { name?: unknown }).name : undefined;
  return typeof name === 'string' && name !== '' ? SERVICE_EXCEPTION : UNKNOWN_ERROR;
}

/** operationId of an /api path: its last segment (the contract's rule: /api/<area>/<operationId>). */
export function operationIdOf(path: string): string {
  return path.split('/').pop() ?? path;
}
