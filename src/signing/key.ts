/**
 * The digital key (U盾) as the portal sees it: a security plug-in that the bank installs in the
 * browser. Its real API is not in the specification, so this is the interface the portal needs
 * (provisional): the certificate's serial number, and a signature of a text. The plug-in announces
 * itself as `window.EIS_UKEY`; the start-up sequence initialises it after the routes render
 * (spec 000 §4).
 */
export interface KeyPlugin {
  /** The serial number of the inserted key's certificate (hex). */
  certSn(): Promise<string>;
  /** The key's SM2 signature of the text, base64. */
  sign(text: string): Promise<string>;
}

declare global {
  interface Window {
    EIS_UKEY?: KeyPlugin;
  }
}

let plugin: KeyPlugin | undefined;

function isKeyPlugin(value: unknown): value is KeyPlugin {
  const candidate = value as Partial<KeyPlugin> | undefined;
  return typeof candidate?.certSn === 'function' && typeof candidate.sign === 'function';
}

/** Finds the plug-in; says whether one is there. */
export function initKeyPlugin(source: { EIS_UKEY?: unknown } = window): boolean {
  plugin = isKeyPlugin(source.EIS_UKEY) ? source.EIS_UKEY : undefined;
  return plugin !== undefined;
}

export function keyPlugin(): KeyPlugin | undefined {
  return plugin;
}
