/**
 * Secrets never reach a report (issue 53: "request, answer, decrypted, masked"): the same rule as the
 * mock's traffic log, so a report can be attached to a ticket. A field or header named like a
 * password, PIN, token, secret, key (but IDEMPOTENCY_KEY, which names a transaction) or one-time code
 * is `***`; a signature keeps its first 12 characters and its length; cookies keep their names; a
 * text longer than the bound is cut. Pure.
 */

export const MASK = '***';
export const TEXT_LIMIT = 4096;
/** How deep a value is walked; anything deeper is cut (answers are a few levels deep). */
const MAX_DEPTH = 12;

const SECRET_NAME =
  /PASSWORD|PASSWD|PWD|SECRET|TOKEN|(?:^|[_-])PIN(?:$|[_-])|SMS_CODE|MD5DIGESTSTR|COOKIE|AUTHORIZATION/i;
const KEY_NAME = /KEY/i;
/** Names with KEY that are not keys: the transaction's idempotency key, the SORT key of a query. */
const NOT_A_KEY = /^(IDEMPOTENCY_KEY|SORT_KEY)$/i;

/** Whether a field or header of this name holds a secret. */
export function isSecretName(name: string): boolean {
  if (SECRET_NAME.test(name)) return true;
  return KEY_NAME.test(name) && !NOT_A_KEY.test(name);
}

/** A text cut to the bound, saying how long it was. */
export function clip(text: string, limit = TEXT_LIMIT): string {
  return text.length <= limit ? text : `${text.slice(0, limit)}… (${String(text.length)} characters)`;
}

/** A signature: its first 12 characters and its length, enough to tell two apart. */
export function maskSignature(value: string): string {
  return value.length <= 12 ? MASK : `${value.slice(0, 12)}… (${String(value.length)} characters)`;
}

function maskNamed(name: string, value: unknown, depth: number): unknown {
  if (name.toUpperCase() === 'SIGN_DATA' && typeof value === 'string') return maskSignature(value);
  if (isSecretName(name) && value !== undefined && value !== null && value !== '') return MASK;
  return maskFields(value, depth + 1);
}

/** A value with every secret field masked, however deep, and every long text cut. */
export function maskFields(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return '…';
  if (typeof value === 'string') return clip(value);
  if (Array.isArray(value)) return value.map((item) => maskFields(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, maskNamed(name, inner, depth)]));
  }
  return value;
}

/** A cookie header's names with their values masked: `EIS_SESSION=***; lang=***`. */
export function maskCookies(value: string): string {
  return value
    .split(/;\s*/)
    .map((part) => {
      const at = part.indexOf('=');
      return at < 0 ? part : `${part.slice(0, at)}=${MASK}`;
    })
    .join('; ');
}

/** Headers with secrets masked: the wrapped call key, cookies, credentials. */
export function maskHeaders(headers: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower === 'cookie' || lower === 'set-cookie') out[name] = maskCookies(value);
    else out[name] = isSecretName(name) ? MASK : clip(value, 512);
  }
  return out;
}

/** A body as it went on the wire: JSON with its secrets masked, anything else cut. */
export function maskBody(text: string, limit = 600): string {
  const trimmed = text.trimStart();
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    try {
      return clip(JSON.stringify(maskFields(JSON.parse(text))), TEXT_LIMIT);
    } catch {
      // not JSON after all: shown as text
    }
  }
  return clip(text, limit);
}
