// The build-time settings of the signing module (docs/signing.md). Merged into Vite's
// ImportMetaEnv (src/vite-env.d.ts).

interface ImportMetaEnv {
  /**
   * Which signer signs: unset or `auto` (the U-key plug-in when the page has one, else the bank's
   * local key agent), `plugin`, `agent`, or `software`: the TEST-ONLY SM2 key of test-keys/,
   * allowed in development and test builds only (.env.development, .env.test; a production build
   * that carries it fails).
   */
  readonly VITE_SIGNER?: string;
  /** The local key agent's port on 127.0.0.1 (provisional default 17681). */
  readonly VITE_SIGNER_AGENT_PORT?: string;
  /** Where the key driver / security control is downloaded (the no-key guidance's link). */
  readonly VITE_SIGNER_DOWNLOAD_URL?: string;
}
