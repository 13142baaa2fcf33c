import { Box, Flex, IconButton } from '@chakra-ui/react';
import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useStore } from 'zustand';
import { type MenuNode, visibleMenus } from '@/routing/menus.ts';
import { useMenuTrail } from './use-menu-trail.ts';
import { sessionStore } from '@/session/store.ts';
import { menuTarget } from './menu-nav.ts';
import { useMenuNavigate } from './use-menu-navigate.ts';
import {
  MENU_VISIBLE_WIDTH,
  scrollMenu,
  SUBMENU_FADE_MS,
  SUBMENU_HIDE_MS,
  SUBMENU_SHOW_MS,
  visibleWindow,
} from './rules/menu-scroll.ts';

/** Each root's width in the bar; fixed so that the scroll steps are whole items. */
const ITEM_WIDTH = 112;

interface ScrollArrowProps {
  label: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
  children: string;
}

function ScrollArrow(props: ScrollArrowProps) {
  return (
    <IconButton
      aria-label={props.label}
      size="sm"
      variant="ghost"
      color="white"
      _hover={{ bg: 'whiteAlpha.200' }}
      disabled={props.disabled}
      onClick={props.onClick}
      data-testid={props.testId}
    >
      {props.children}
    </IconButton>
  );
}

function Submenu({ node, onPick }: { node: MenuNode; onPick: (n: MenuNode) => void }) {
  const { term } = useTranslation();
  return (
    <Flex gap="8" wrap="wrap" data-testid="top-submenu" data-menu-id={node.item.MENU_ID}>
      {node.children.map((child) => (
        <Box key={child.item.MENU_ID} minW="36">
          <Box as="button" fontWeight="semibold" color="red.800" onClick={() => onPick(child)} _hover={{ textDecoration: 'underline' }}>
            {term(child.item.MENU_NAME)}
          </Box>
          {child.children.length > 0 ? (
            <Box as="ul" mt="1">
              {child.children.map((leaf) => (
                <Box as="li" key={leaf.item.MENU_ID} listStyleType="none" py="0.5">
                  <Box as="button" fontSize="sm" onClick={() => onPick(leaf)} _hover={{ color: 'red.800' }}>
                    {term(leaf.item.MENU_NAME)}
                  </Box>
                </Box>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Flex>
  );
}

/**
 * The horizontal top menu (spec 000 §2, §9): the root menus in 1276 px, scrolled 3 items at a time;
 * a hover submenu shows after 200 ms, hides 300 ms after the pointer leaves, and fades in 200 ms.
 * 107e8's submenu is built the first time it opens; 114e8 has none.
 */
export function TopMenu() {
  const { t, term } = useTranslation();
  const navigate = useMenuNavigate();
  const menus = useStore(sessionStore, (s) => s.menus);
  const roots = useMemo(() => visibleMenus(menus.roots), [menus]);
  const current = useMenuTrail()[0]?.MENU_ID;
  // the bar starts at its first item again when the menu list changes
  const [scroll, setScroll] = useState({ roots, start: 0 });
  const start = scroll.roots === roots ? scroll.start : 0;
  const setStart = (next: (s: number) => number) => setScroll({ roots, start: next(start) });
  const [openId, setOpenId] = useState<string>();
  const [shown, setShown] = useState(false);
  /** Lazily expanded roots that have been opened once. */
  const [built, setBuilt] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const barRef = useRef<HTMLDivElement>(null);
  const [limit, setLimit] = useState(MENU_VISIBLE_WIDTH);

  const widths = useMemo(() => roots.map(() => ITEM_WIDTH), [roots]);
  const view = visibleWindow(widths, start, limit);

  // The bar's width comes from the observer, whose first report follows the browser's own layout of
  // the new page: reading it here, in React's commit, would force a layout of the whole page inside
  // start-up's longest task (issue 16: total blocking time).
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = Math.min(MENU_VISIBLE_WIDTH, bar.clientWidth || MENU_VISIBLE_WIDTH);
      startTransition(() => setLimit(width));
    });
    observer.observe(bar);
    return () => observer.disconnect();
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);

  const expandable = (node: MenuNode) => node.expandable && node.children.length > 0;
  const enter = (node: MenuNode, now = false) => {
    clearTimeout(timer.current);
    if (!expandable(node)) {
      timer.current = setTimeout(() => setShown(false), now ? 0 : SUBMENU_HIDE_MS);
      return;
    }
    const show = () => {
      if (node.lazy) setBuilt((b) => (b.has(node.item.MENU_ID) ? b : new Set(b).add(node.item.MENU_ID)));
      setOpenId(node.item.MENU_ID);
      setShown(true);
    };
    if (now) show();
    else timer.current = setTimeout(show, SUBMENU_SHOW_MS);
  };
  const leave = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setShown(false), SUBMENU_HIDE_MS);
  };
  const keep = () => clearTimeout(timer.current);
  const pick = (node: MenuNode) => {
    clearTimeout(timer.current);
    setShown(false);
    const target = menuTarget(node);
    if (target) navigate(target);
  };

  const openNode = roots.find((r) => r.item.MENU_ID === openId);
  const offset = view.start * ITEM_WIDTH;

  return (
    <Box as="nav" aria-label={t('menu.topNav')} bg="red.700" position="relative" onMouseLeave={leave} data-testid="top-menu">
      <Flex maxW="1366px" mx="auto" align="stretch" px="2">
        <ScrollArrow
          label={t('menu.scrollLeft')}
          disabled={view.start === 0}
          onClick={() => setStart((s) => scrollMenu(widths, s, -1, limit))}
          testId="top-menu-left"
        >
          ‹
        </ScrollArrow>
        <Box ref={barRef} flex="1" maxW={`${String(MENU_VISIBLE_WIDTH)}px`} overflow="hidden">
          <Flex
            as="ul"
            transform={`translateX(-${String(offset)}px)`}
            transition={`transform ${String(SUBMENU_FADE_MS)}ms ease`}
            data-testid="top-menu-items"
            data-start={view.start}
          >
            {roots.map((node, i) => {
              const inView = i >= view.start && i < view.end;
              return (
                <Box as="li" key={node.item.MENU_ID} listStyleType="none" flex={`0 0 ${String(ITEM_WIDTH)}px`} visibility={inView ? 'visible' : 'hidden'}>
                  <Box
                    as="button"
                    w="full"
                    h="10"
                    color="white"
                    fontSize="sm"
                    fontWeight={current === node.item.MENU_ID ? 'bold' : 'normal'}
                    bg={current === node.item.MENU_ID || (shown && openId === node.item.MENU_ID) ? 'red.900' : undefined}
                    _hover={{ bg: 'red.900' }}
                    _focusVisible={{ outline: '2px solid white', outlineOffset: '-2px' }}
                    aria-current={current === node.item.MENU_ID ? 'page' : undefined}
                    aria-haspopup={expandable(node) ? 'true' : undefined}
                    aria-expanded={expandable(node) ? shown && openId === node.item.MENU_ID : undefined}
                    tabIndex={inView ? 0 : -1}
                    onMouseEnter={() => enter(node)}
                    onFocus={() => enter(node, true)}
                    onClick={() => pick(node)}
                    data-testid="top-menu-item"
                    data-menu-id={node.item.MENU_ID}
                  >
                    {term(node.item.MENU_NAME)}
                  </Box>
                </Box>
              );
            })}
          </Flex>
        </Box>
        <ScrollArrow
          label={t('menu.scrollRight')}
          disabled={view.end >= roots.length}
          onClick={() => setStart((s) => scrollMenu(widths, s, 1, limit))}
          testId="top-menu-right"
        >
          ›
        </ScrollArrow>
      </Flex>
      {openNode && (!openNode.lazy || built.has(openNode.item.MENU_ID)) ? (
        <Box
          position="absolute"
          left="0"
          right="0"
          top="100%"
          bg="bg"
          color="fg"
          shadow="lg"
          zIndex="dropdown"
          px="10"
          py="5"
          opacity={shown ? 1 : 0}
          visibility={shown ? 'visible' : 'hidden'}
          transition={`opacity ${String(SUBMENU_FADE_MS)}ms ease, visibility ${String(SUBMENU_FADE_MS)}ms`}
          onMouseEnter={keep}
          onFocus={keep}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget)) leave();
          }}
          data-testid="top-submenu-panel"
          data-shown={shown}
        >
          <Submenu node={openNode} onPick={pick} />
        </Box>
      ) : null}
    </Box>
  );
}
