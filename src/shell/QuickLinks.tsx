import { Box, Button, HStack } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { useTranslation } from '@/i18n/index.ts';
import { sessionStore } from '@/session/store.ts';
import { QUICK_LINK_KEYS, type QuickLinkId, quickLinksFor } from './rules/quick-links.ts';
import { ShellButton } from './ShellButton.tsx';
import { runQuickLink } from './shell-actions.ts';
import { DROPDOWN_PANEL } from './dropdown-panel.ts';

/** A header link's padding: narrower on a phone, so that the row fits 320 px (issue 49 item 9). */
export const LINK_PX = { base: '1.5', sm: '2.5' } as const;

/** Where the 更多 list opens: under its button, in the window (the link row may scroll sideways). */
interface Anchor {
  top: number;
  right: number;
}

/**
 * The header's quick links (spec 000 §5, §6, §9): the ones this user may open, the first shown and the
 * rest under 更多. The 更多 list is placed in the window under its button, so a link row that scrolls
 * sideways on a narrow phone does not cut it off; it closes when the page scrolls or resizes.
 */
export function QuickLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const loggedIn = useStore(sessionStore, (s) => s.loginFlag);
  const level = useStore(sessionStore, (s) => s.userInfo?.USER_INDVATTELVL);
  const compUserType = useStore(sessionStore, (s) => s.userInfo?.COMP_USER_TYPE);
  const [anchor, setAnchor] = useState<Anchor>();
  const moreButton = useRef<HTMLButtonElement>(null);
  // only the links this user may open (spec 000 §6; issue 49 item 6)
  const { shown, more } = quickLinksFor({ loggedIn, level, compUserType });
  const here = `${location.pathname}${location.search}`;
  const moreOpen = anchor !== undefined;
  useEffect(() => {
    if (!moreOpen) return undefined;
    const close = () => setAnchor(undefined);
    window.addEventListener('resize', close);
    window.addEventListener('scroll', close, true);
    return () => {
      window.removeEventListener('resize', close);
      window.removeEventListener('scroll', close, true);
    };
  }, [moreOpen]);
  const toggle = () => {
    const box = moreButton.current?.getBoundingClientRect();
    const right = box ? Math.max(0, window.innerWidth - box.right) : 0;
    setAnchor(moreOpen || !box ? undefined : { top: box.bottom + 4, right });
  };
  const run = (id: QuickLinkId) => {
    setAnchor(undefined);
    runQuickLink(id, (to) => void navigate(to), here);
  };
  const link = (id: QuickLinkId) => (
    <ShellButton key={id} px={LINK_PX} flexShrink={0} onClick={() => run(id)} data-testid={`quick-link-${QUICK_LINK_KEYS[id]}`}>
      {t(`header.${QUICK_LINK_KEYS[id]}`)}
    </ShellButton>
  );
  return (
    <HStack as="nav" aria-label={t('header.quickLinks')} gap="1" flexShrink={0} data-testid="quick-links">
      {shown.map(link)}
      {more.length > 0 ? (
        <Box
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) setAnchor(undefined);
          }}
        >
          <Button
            ref={moreButton}
            size="xs"
            px={LINK_PX}
            variant="ghost"
            color="inherit"
            _hover={{ bg: 'whiteAlpha.200' }}
            aria-expanded={moreOpen}
            onClick={toggle}
            data-testid="quick-link-more"
          >
            {t('header.more')} ▾
          </Button>
          {anchor ? (
            <Box
              position="fixed"
              style={{ top: `${String(anchor.top)}px`, right: `${String(anchor.right)}px` }}
              {...DROPDOWN_PANEL}
              p="1"
              minW="36"
            >
              {more.map((id) => (
                <Box key={id}>
                  <Button size="sm" variant="ghost" w="full" justifyContent="flex-start" onClick={() => run(id)} data-testid={`quick-link-${QUICK_LINK_KEYS[id]}`}>
                    {t(`header.${QUICK_LINK_KEYS[id]}`)}
                  </Button>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ) : null}
    </HStack>
  );
}
