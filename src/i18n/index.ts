import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { browserStorage } from '../api/browser-storage.ts';
import { enUS } from './en-US.ts';
import { zhCN } from './zh-CN.ts';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';
/** localStorage key of the user's chosen language. */
export const LANGUAGE_KEY = 'eis.language';

/** The stored language when it is one we have, else zh-CN: the portal is Chinese first. */
export function pickLanguage(stored: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : DEFAULT_LANGUAGE;
}

function storedLanguage(): string | null {
  try {
    return browserStorage('local')?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null; // storage disabled: fall back to the default language
  }
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: pickLanguage(storedLanguage()),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false }, // React escapes what it renders
  initAsync: false,
  returnNull: false,
});

if (typeof document !== 'undefined') {
  document.documentElement.lang = i18n.language;
  i18n.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
}
