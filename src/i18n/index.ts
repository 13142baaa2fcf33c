/**
 * The message catalogues (zh-CN first, en-US second) and the `t` the screens use. A small module
 * of our own instead of i18next (docs/adr/0002-own-i18n.md): the portal needs key lookup, {{name}}
 * interpolation and plural forms by Intl.PluralRules, which do not justify a library's weight in the
 * home page's first paint. zh-CN's first part (the first screen's texts) is in the first bundle, its
 * rest loads with the first screen beyond it (`completeChinese`); en-US loads when it is the language.
 */
import { useSyncExternalStore } from 'react';
import type { Catalogue, PluralText } from './zh-CN.ts';
import { zhCNFirst } from './zh-CN-first.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** localStorage key of the user's chosen language. */
export const LANGUAGE_KEY = 'eis.language';

export type Vars = Readonly<Record<string, string | number>>;

/**
 * English beside Chinese for the texts that come from the contract and the route manifest (field
 * titles, enum labels, operation summaries, route titles, menu names), keyed by the Chinese text:
 * from openapi/i18n/en-US.yaml, each manifest entry's `en` and src/routing/manifest/en-US.ts, registered by the app
 * layer (i18n imports nothing of ours), loaded with the language.
 */
export type Terms = Readonly<Record<string, string>>;

/** The stored language when it is one we have, else zh-CN: the portal is Chinese first. */
export function pickLanguage(stored: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

const isPlural = (node: unknown): node is PluralText =>
  typeof node === 'object' && node !== null && typeof (node as { other?: unknown }).other === 'string';

/** A catalogue, or the part of one loaded so far. */
export type Texts = Partial<Catalogue>;

/** zh-CN as far as it has loaded: its first part, then the whole (completeChinese). */
let chinese: Texts = zhCNFirst;
let chineseRest: Promise<Catalogue> | undefined;

/**
 * The whole zh-CN catalogue, its rest loaded once (issue 51 item 6: the home page's first paint carries
 * only the first screen's texts). What shows a text of the rest waits for it: the route table's load on
 * the first navigation beyond the home page (src/app/router.tsx), the login dialog and the guide
 * (src/shell/Shell.tsx), so no key shows untranslated. A failed load (offline) is tried again next time.
 */
export function completeChinese(): Promise<Catalogue> {
  chineseRest ??= import('./zh-CN-rest.ts').then(
    ({ zhCNRest }) => {
      const whole: Catalogue = { ...zhCNFirst, ...zhCNRest };
      chinese = whole;
      return whole;
    },
    (error: unknown) => {
      chineseRest = undefined;
      throw error;
    },
  );
  return chineseRest;
}

function lookup(catalogue: Texts, key: string): string | PluralText | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || isPlural(node) ? node : undefined;
}

/**
 * A counted text's form for `count` in the language (Intl.PluralRules: 1 item, 2 items; issue 49
 * item 10): its category's text, else `other`; a count that is not a number takes `other`.
 */
export function pluralForm(text: PluralText, language: string, count: unknown): string {
  const n = typeof count === 'number' ? count : typeof count === 'string' && count.trim() !== '' ? Number(count) : Number.NaN;
  if (!Number.isFinite(n)) return text.other;
  const category = new Intl.PluralRules(language).select(n);
  return text[category] ?? text.other;
}

/**
 * The text of a dotted key with {{name}} replaced by its value: the zh-CN text when the catalogue
 * lacks the key, the key itself when zh-CN lacks it too (visible, never blank). A counted text takes
 * the form of `vars.count` in `language`. Values are plain text; React escapes what it renders.
 */
export function translate(catalogue: Texts, key: string, vars?: Vars, language: string = DEFAULT_LANGUAGE): string {
  const found = lookup(catalogue, key) ?? lookup(chinese, key) ?? key;
  const text = typeof found === 'string' ? found : pluralForm(found, language, vars?.count);
  if (!vars) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

const loaders: Record<Language, () => Promise<Catalogue>> = {
  'zh-CN': completeChinese,
  'en-US': () => import('./en-US.ts').then((m) => m.enUS),
};

function storedLanguage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null; // storage disabled (some privacy modes throw on the property itself): the default language
  }
}

/** A term in the language of a table: its entry, else the Chinese as it is (server text, a new title). */
export function termIn(terms: Terms | undefined, text: string): string {
  return terms !== undefined && Object.hasOwn(terms, text) ? (terms[text] ?? text) : text;
}

const ISO_DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;

/**
 * A date as the language writes it: zh-CN as the bank sends it (2026-11-22), en-US as 11/22/2026.
 * Anything that is not a calendar date (a time stamp, a month, free text) stays as sent.
 */
export function dateIn(language: Language, value: string): string {
  const m = ISO_DATE.exec(value);
  if (!m || language === 'zh-CN') return value;
  const [, year = '', month = '', day = ''] = m;
  return Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31 ? `${month}/${day}/${year}` : value;
}

const termLoaders: Partial<Record<Language, () => Promise<Terms>>> = {};

/**
 * Registers where a language's terms come from: the app's entry module, in its body (the stored
 * language loads a microtask later, i18nReady, and takes them with its catalogue).
 */
export function registerTerms(language: Language, load: () => Promise<Terms>): void {
  termLoaders[language] = load;
}

class Messages {
  language: Language = DEFAULT_LANGUAGE;
  /** The language's catalogue once it has loaded; zh-CN reads `chinese`, as far as it has loaded. */
  private catalogue: Texts | undefined;
  private terms: Terms | undefined;
  private readonly listeners = new Set<() => void>();

  readonly t = (key: string, vars?: Vars): string => translate(this.catalogue ?? chinese, key, vars, this.language);

  /** A contract or manifest text (a field title, an enum label, a route title) in the current language. */
  readonly term = (text: string): string => termIn(this.terms, text);

  /** A date (YYYY-MM-DD or YYYYMMDD) as the current language writes it. */
  readonly date = (value: string): string => dateIn(this.language, value);

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Switches the language once its catalogue has loaded; a failed load keeps the current one. */
  async changeLanguage(language: Language): Promise<void> {
    const [catalogue, terms] = await Promise.all([loaders[language](), termLoaders[language]?.()]);
    this.catalogue = language === DEFAULT_LANGUAGE ? undefined : catalogue;
    this.terms = terms;
    this.language = language;
    try {
      if (typeof localStorage !== 'undefined') localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // storage disabled: the choice lasts for this page only
    }
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    for (const listener of this.listeners) listener();
  }
}

export const i18n = new Messages();

const initial = pickLanguage(storedLanguage());
/**
 * Settles when the stored language's catalogue and terms are in place: loaded a microtask after the
 * modules' evaluation, so that the terms the entry module registers are there.
 */
export const i18nReady: Promise<void> = initial === DEFAULT_LANGUAGE
  ? Promise.resolve()
  : Promise.resolve().then(() => i18n.changeLanguage(initial)).catch(() => undefined);
if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

/** `t` for components: they render again when the language changes. */
export function useTranslation(): { t: Messages['t']; term: Messages['term']; date: Messages['date']; i18n: Messages } {
  useSyncExternalStore(i18n.subscribe, () => i18n.language, () => i18n.language);
  return { t: i18n.t, term: i18n.term, date: i18n.date, i18n };
}
