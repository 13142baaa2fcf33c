import type { ButtonProps } from '@chakra-ui/react';
import { useState } from 'react';
import { type Language, LANGUAGES, useTranslation } from '@/i18n/index.ts';
import { showErrorToast } from './toast.ts';
import { ShellButton } from './ShellButton.tsx';

/** Each language's name in itself: what a reader of that language looks for. */
const NAMES: Record<Language, { name: string; lang: string }> = {
  'zh-CN': { name: '中文', lang: 'zh' },
  'en-US': { name: 'English', lang: 'en' },
};

/**
 * The header's switch to the other language (issue 38): named in that language, so a reader who does
 * not read the current one finds it; the choice is kept (i18n stores it) and every screen follows.
 */
export function LanguageSwitch(props: Pick<ButtonProps, 'px' | 'flexShrink'>) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);
  const other = LANGUAGES.find((l) => l !== i18n.language) ?? 'zh-CN';
  const { name, lang } = NAMES[other];
  const change = () => {
    setBusy(true);
    i18n.changeLanguage(other).catch(() => showErrorToast(t('header.languageFailed'))).finally(() => setBusy(false));
  };
  return (
    <ShellButton {...props} lang={lang} onClick={change} disabled={busy} title={t('header.language')} data-testid="language-switch">
      {name}
    </ShellButton>
  );
}
