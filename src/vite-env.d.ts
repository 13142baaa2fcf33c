/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The gateway's SM2 public key (hex, 04-prefixed): the default suite's key wrap. */
  readonly VITE_GATEWAY_SM2_PUBLIC_KEY?: string;
  /** The gateway's RSA public key (SPKI DER, base64): the WebCrypto suite's key wrap. */
  readonly VITE_GATEWAY_RSA_PUBLIC_KEY?: string;
  /** SM (default) or WC. */
  readonly VITE_CIPHER_SUITE?: string;
  /** Sibling applications' base URLs (spec 000 §2); unset: the screens are served here. */
  readonly VITE_BILL_APP_URL?: string;
  readonly VITE_PAY_APP_URL?: string;
  readonly VITE_EQUITY_APP_URL?: string;
  /** The customer-service (online service) page, http(s) or a path of this origin (spec 000 §5). */
  readonly VITE_ONLINE_SERVICE_URL?: string;
  /** What the footer's mobile-bank QR code encodes. */
  readonly VITE_MOBILE_BANK_URL?: string;
  /** The folder the client installers are downloaded from (spec 000 §9: exe, pkg, deb). */
  readonly VITE_CLIENT_DOWNLOAD_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The footer's mobile-bank QR code, encoded at build time (build/vite/mobile-bank-qr.ts). */
declare module 'virtual:mobile-bank-qr' {
  /** An SVG data: URL of VITE_MOBILE_BANK_URL's QR code; undefined when the build has none. */
  const qr: string | undefined;
  export default qr;
}
