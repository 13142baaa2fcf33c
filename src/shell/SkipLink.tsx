import { chakra } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { visibleMain } from '@/ui/focus-return.ts';

const Link = chakra('a');

/**
 * 跳到主要内容 (issue 49 item 1; WCAG 2.4.1 bypass blocks): the page's first Tab stop, shown only while
 * it has the focus; Enter moves the focus to the main content the page shows, past the header's
 * search, links and menus.
 */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Link
      href="#main"
      onClick={(event) => {
        event.preventDefault();
        const main = visibleMain();
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
      position="absolute"
      left="2"
      top="-40"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg"
      color="fg"
      fontWeight="semibold"
      shadow="md"
      _focusVisible={{ top: '2', outline: '2px solid', outlineColor: 'red.700' }}
      data-testid="skip-link"
    >
      {t('app.skipToMain')}
    </Link>
  );
}
