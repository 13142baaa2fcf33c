/**
 * The Content-Security-Policy nonce for styles (deploy/nginx.conf.template): nginx writes a fresh
 * value per answer into index.html's `<meta name="csp-nonce">` and into the policy's style-src, and
 * Emotion (Chakra's styles) puts it on every <style> element it inserts, so the policy needs no
 * 'unsafe-inline'. Served without nginx (dev, preview), the meta keeps its placeholder and no nonce
 * is used (those servers send no policy). Pure.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The nonce of the page, or undefined when it has none (the placeholder, or not a plausible nonce). */
export function cspNonce(doc: Pick<Document, 'querySelector'>): string | undefined {
  const value = doc.querySelector('meta[name="csp-nonce"]')?.getAttribute('content') ?? '';
  return value !== CSP_NONCE_PLACEHOLDER && /^[A-Za-z0-9+/_=-]{16,128}$/.test(value) ? value : undefined;
}
