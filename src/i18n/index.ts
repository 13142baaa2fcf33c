/**
 * The message catalogues (zh-CN first, en-US second) and the `t` the screens use. A small module
 * of our own instead of i18next (docs/adr/0002-own-i18n.md): the portal needs key lookup and {{name}}
 * interpolation only, which do not justify a library's weight in the home page's first paint. zh-CN is
 * in the first bundle; en-US loads when it is the language.
 */
import { useSyncExternalStore } from 'react';
import { type Catalogue, zhCN } from './zh-CN.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** localStorage key of the user's chosen language. */
export const LANGUAGE_KEY = 'eis.language';

export type Vars = Readonly<Record<string, string | number>>;

/** The stored language when it is one we have, else zh-CN: the portal is Chinese first. */
export function pickLanguage(stored: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * The text of a dotted key with {{name}} replaced by its value: the zh-CN text when the catalogue
 * lacks the key, the key itself when zh-CN lacks it too (visible, never blank). Values are plain
 * text; React escapes what it renders.
 */
export function translate(catalogue: Catalogue, key: string, vars?: Vars): string {
  const text = lookup(catalogue, key) ?? lookup(zhCN, key) ?? key;
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const loaders: Record<Language, () => Promise<Catalogue>> = {
  'zh-CN': () => Promise.resolve(zhCN),
  'en-US': () => import('./en-US.ts').then((m) => m.enUS),
};

function storedLanguage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage disabled (some privacy modes throw on the property itself): the default language
  }
}

class Messages {
  language: Language = DEFAULT_LANGUAGE;
  private catalogue: Catalogue = zhCN;
  private readonly listeners = new Set<() => void>();

  readonly t = (key: string, vars?: Vars): string => translate(this.catalogue, key, vars);

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Switches the language once its catalogue has loaded; a failed load keeps the current one. */
  async changeLanguage(language: Language): Promise<void> {
    const catalogue = await loaders[language]();
    this.catalogue = catalogue;
    this.language = language;
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    for (const listener of this.listeners) listener();
  }
}

export const i18n = new Messages();

const initial = pickLanguage(storedLanguage());
/** Settles when the stored language's catalogue is in place. */
export const i18nReady: Promise<void> =
  initial === DEFAULT_LANGUAGE ? Promise.resolve() : i18n.changeLanguage(initial).catch(() => undefined);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** `t` for components: they render again when the language changes. */
export function useTranslation(): { t: Messages['t']; i18n: Messages } {
  useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  return { t: i18n.t, i18n };
}
