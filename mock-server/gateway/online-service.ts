/**
 * The customer-service hand-off (spec 000 §5, issue 15 finding 1): the gateway answers MD5Digest for
 * the session's user with a keyed MAC, HMAC-SHA256 over `USER_ID|TIME_STAMP|NONCE` under a key it
 * shares with the customer-service system (TEST-ONLY here: keys/online-service-hmac.hex); the portal
 * posts those fields to the service as a form. The service accepts a hand-off once, within its expiry.
 *
 * `onlineServiceStandIn` is the mock's stand-in for that service (GET: a visitor, whatever the query
 * says; POST: the hand-off, verified), mounted by the mock gateway at ONLINE_SERVICE_PATH and reached
 * through the portal's origin: Vite's proxy (`npm start`, the browser tests: build/vite/dev-proxy.ts) and
 * nginx (`npm run serve:nginx`: tools/nginx.ts onlineServiceStandInLocation). There is no other: the
 * gateway's old page, which showed a USER_ID taken from the query, is gone (issue 50 item 9).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

/** Where the stand-in answers (VITE_ONLINE_SERVICE_URL of .env.development and .env.test). */
export const ONLINE_SERVICE_PATH = '/__mock/online-service';

/** Seconds a hand-off is valid. */
export const HAND_OFF_SECONDS = 60;
export const HAND_OFF_ALG = 'HMAC-SHA256';

export interface HandOff {
  USER_ID: string;
  TIME_STAMP: string;
  NONCE: string;
  DIGEST: string;
  DIGEST_ALG: typeof HAND_OFF_ALG;
  EXPIRES_IN: number;
}

/** The TEST-ONLY key the mock gateway shares with the stand-in service. */
export const handOffKey = (): Buffer =>
  Buffer.from(readFileSync(resolve(import.meta.dirname, '../../test-keys/online-service-hmac.hex'), 'utf8').trim(), 'hex');

const mac = (key: Buffer, user: string, time: string, nonce: string) =>
  createHmac('sha256', key).update(`${user}|${time}|${nonce}`, 'utf8').digest('hex');

/** The gateway's answer to MD5Digest for this user. */
export function issueHandOff(key: Buffer, userId: string, now: number): HandOff {
  const time = String(now);
  const nonce = randomBytes(16).toString('hex');
  return {
    USER_ID: userId,
    TIME_STAMP: time,
    NONCE: nonce,
    DIGEST: mac(key, userId, time, nonce),
    DIGEST_ALG: HAND_OFF_ALG,
    EXPIRES_IN: HAND_OFF_SECONDS,
  };
}

/** The service's check of a posted hand-off: the user it names, or why it is refused. Records the nonce. */
export function verifyHandOff(
  key: Buffer,
  fields: Record<string, string | undefined>,
  now: number,
  used: Set<string>,
): { user: string } | { refused: string } {
  const { USER_ID: user = '', TIME_STAMP: time = '', NONCE: nonce = '', DIGEST: digest = '' } = fields;
  if (!user || !/^\d{13}$/.test(time) || !/^[0-9a-f]{32}$/.test(nonce) || !/^[0-9a-f]{64}$/.test(digest)) {
    return { refused: 'incomplete' };
  }
  if (!timingSafeEqual(Buffer.from(mac(key, user, time, nonce), 'hex'), Buffer.from(digest, 'hex'))) return { refused: 'digest' };
  const age = now - Number(time);
  if (age < -5_000 || age > HAND_OFF_SECONDS * 1000) return { refused: 'expired' };
  if (used.has(nonce)) return { refused: 'replayed' };
  used.add(nonce);
  return { user };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', '\'': '&#39;' })[c] ?? c);

function page(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': 'default-src \'none\'' });
  res.end(`<!doctype html><html lang="zh-CN"><meta charset="utf-8"><title>在线客服（模拟）</title>` +
    `<h1>在线客服（模拟）</h1><p data-testid="service-user">${escapeHtml(text)}</p></html>`);
}

/** The stand-in service as connect middleware (mounted at its path): says who it was opened for, as text. */
export function onlineServiceStandIn(key = handOffKey(), now: () => number = Date.now) {
  const used = new Set<string>();
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.method === 'GET') {
      page(res, 200, '访客');
      return;
    }
    if (req.method !== 'POST') {
      page(res, 405, '不支持的请求');
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size <= 4096) chunks.push(c);
    });
    req.on('end', () => {
      const fields = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const result = size > 4096 ? { refused: 'too large' } : verifyHandOff(key, fields, now(), used);
      if ('user' in result) page(res, 200, `用户 ${result.user}`);
      else page(res, 403, `身份校验失败（${result.refused}）`);
    });
  };
}
