/**
 * Serves the testers' console (issue 40): GET /__mock/ is its page, GET /__mock/console/<file> its
 * built files (./build.ts). The gateway answers them behind the control plane's checks (loopback host,
 * no other site's page); the page carries a strict Content-Security-Policy: scripts and everything else
 * from the gateway itself, no inline script, styles by a fresh nonce per answer that Emotion (Chakra's
 * styles) puts on the <style> elements it inserts (./main.tsx reads it from the page's meta).
 */
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';

export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

export interface ConsoleFile {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
};

const COMMON = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer', 'Cross-Origin-Resource-Policy': 'same-origin' };

/** The page's policy: nothing from elsewhere, no inline script, styles only by this answer's nonce. */
export function consolePolicy(nonce: string): string {
  return [
    'default-src \'self\'', 'script-src \'self\'', `style-src 'self' 'nonce-${nonce}'`, 'img-src \'self\' data:',
    'connect-src \'self\'', 'object-src \'none\'', 'base-uri \'none\'', 'form-action \'none\'', 'frame-ancestors \'none\'',
  ].join('; ');
}

/** The page, with a fresh style nonce in its meta and its policy. */
export async function consolePage(dist: string): Promise<ConsoleFile> {
  const nonce = randomBytes(18).toString('base64url');
  const html = (await readFile(resolve(dist, 'index.html'), 'utf8')).replaceAll(NONCE_PLACEHOLDER, nonce);
  return {
    status: 200,
    headers: {
      ...COMMON, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store',
      'Content-Security-Policy': consolePolicy(nonce), 'X-Frame-Options': 'DENY',
    },
    body: html,
  };
}

/** A built file by its name under /__mock/console/ (a script, a stylesheet); undefined: none such. */
export async function consoleAsset(dist: string, name: string): Promise<ConsoleFile | undefined> {
  const type = TYPES[extname(name)];
  if (!type || !/^[A-Za-z0-9_-][A-Za-z0-9._/-]*$/.test(name) || name.includes('..')) return undefined;
  const path = resolve(dist, name);
  if (!path.startsWith(dist + sep)) return undefined;
  try {
    return { status: 200, headers: { ...COMMON, 'Content-Type': type, 'Cache-Control': 'no-cache' }, body: await readFile(path, 'utf8') };
  } catch {
    return undefined;
  }
}
