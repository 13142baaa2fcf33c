import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { currentWorkspace } from '@/api/workspace.ts';
import { useTranslation } from '@/i18n/index.ts';
import { zhCNFirst } from '@/i18n/zh-CN-first.ts';
import { prefixedTitle } from './test-environment.ts';

/** The banner's height: the page below it starts this much lower, so that it covers nothing. */
const HEIGHT = '6';
/** Every prefix the title has had (the languages the page was shown in), to replace rather than repeat. */
const prefixes = new Set<string>([zhCNFirst.app.testEnvironmentTitle]);

/**
 * The test environment's mark (issue 39 item 4; mounted by main.tsx in every build but production):
 * a fixed strip across the top of every page saying 测试环境 / Test environment, above overlays and
 * dialogs, letting clicks through (it covers nothing: a spacer of its height comes first in the page);
 * and the document's title prefixed [测试环境] / [Test], in the page's language, kept when anything
 * else sets the title. A tab working in a mock workspace other than default says which (测试环境 · 工作区 alice).
 */
export function TestEnvironment() {
  const { t } = useTranslation();
  const prefix = t('app.testEnvironmentTitle');
  // the mock workspace the tab works in (src/api/workspace.ts; issue 52 item 1), read once: it is set
  // by the page's address at start-up
  const [workspace] = useState(() => currentWorkspace());
  useEffect(() => {
    prefixes.add(prefix);
    const apply = () => {
      const next = prefixedTitle(document.title, prefix, prefixes);
      if (document.title !== next) document.title = next;
    };
    apply();
    const title = document.querySelector('title');
    const observer = title ? new MutationObserver(apply) : undefined;
    if (title) observer?.observe(title, { childList: true, characterData: true, subtree: true });
    return () => observer?.disconnect();
  }, [prefix]);
  return (
    <>
      <Box
        role="status"
        data-testid="test-environment-banner"
        position="fixed"
        top="0"
        insetX="0"
        h={HEIGHT}
        zIndex="max"
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="orange.300"
        color="gray.950"
        fontSize="sm"
        fontWeight="bold"
        letterSpacing="wider"
        pointerEvents="none"
      >
        {workspace ? t('app.testEnvironmentWorkspace', { name: workspace }) : t('app.testEnvironment')}
      </Box>
      <Box h={HEIGHT} flex="none" aria-hidden="true" data-testid="test-environment-spacer" />
    </>
  );
}
