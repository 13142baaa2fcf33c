/**
 * `virtual:mobile-bank-qr`: the footer's mobile-bank QR code (spec 000 §2, §9), an SVG data: URL
 * encoded at build time from VITE_MOBILE_BANK_URL, or undefined when the build has none. The
 * address is fixed per build, so the page need not load a QR encoder and encode it on the main
 * thread at start-up (issue 16: total blocking time).
 */
import { renderSVG } from 'uqr';
import type { Plugin } from 'vite';

export const MOBILE_BANK_QR_ID = 'virtual:mobile-bank-qr';

/** The QR code of `text` as an SVG data: URL; undefined for no text. */
export function qrDataUrl(text: string | undefined): string | undefined {
  return text ? `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text))}` : undefined;
}

export function mobileBankQr(): Plugin {
  const resolved = `\0${MOBILE_BANK_QR_ID}`;
  let text: string | undefined;
  return {
    name: 'eis-mobile-bank-qr',
    configResolved(config) {
      text = (config.env as Record<string, string | undefined>).VITE_MOBILE_BANK_URL;
    },
    resolveId(source) {
      return source === MOBILE_BANK_QR_ID ? resolved : undefined;
    },
    load(id) {
      if (id !== resolved) return undefined;
      const url = qrDataUrl(text);
      return `export default ${url === undefined ? 'undefined' : JSON.stringify(url)};\n`;
    },
  };
}
