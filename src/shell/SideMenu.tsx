import { Box, IconButton, Text } from '@chakra-ui/react';
import { useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useStore } from 'zustand';
import { browserStorage } from '@/api/browser-storage.ts';
import { type MenuNode, visibleMenus } from '@/routing/menus.ts';
import { useMenuTrail } from './use-menu-trail.ts';
import { sessionStore } from '@/session/store.ts';
import { sideMenuTarget } from './menu-nav.ts';
import { readCollapsed, toggleOpen, writeCollapsed } from './rules/side-menu.ts';
import { isNarrow, watchNarrow } from './narrow-window.ts';
import { useMenuNavigate } from './use-menu-navigate.ts';

interface ItemProps {
  node: MenuNode;
  open: readonly string[];
  currentId: string | undefined;
  onToggle: (node: MenuNode) => void;
  onPick: (node: MenuNode) => void;
}

function SideMenuItem({ node, open, currentId, onToggle, onPick }: ItemProps) {
  const { term } = useTranslation();
  const level = node.depth - 1; // the root's children are the first level
  const hasChildren = node.children.length > 0;
  const isOpen = open[level - 1] === node.item.MENU_ID;
  const isCurrent = currentId === node.item.MENU_ID;
  return (
    <Box as="li" listStyleType="none">
      <Box
        as="button"
        w="full"
        textAlign="start"
        ps={`${String(16 + (level - 1) * 16)}px`}
        pe="3"
        py="2"
        fontSize="sm"
        color={isCurrent ? 'red.800' : 'fg'}
        fontWeight={isCurrent ? 'semibold' : 'normal'}
        bg={isCurrent ? 'red.50' : undefined}
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'red.700', outlineOffset: '-2px' }}
        aria-expanded={hasChildren ? isOpen : undefined}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={() => {
          // a node that is a screen opens it (and its submenu); a group only opens and closes
          if (hasChildren && !(isOpen && sideMenuTarget(node))) onToggle(node);
          onPick(node);
        }}
        data-testid="side-menu-item"
        data-menu-id={node.item.MENU_ID}
        data-level={level}
      >
        {term(node.item.MENU_NAME)}
        {hasChildren ? <Text as="span" float="right" aria-hidden="true">{isOpen ? '▾' : '▸'}</Text> : null}
      </Box>
      {hasChildren && isOpen ? (
        <Box as="ul" data-testid="side-submenu">
          {node.children.map((child) => (
            <SideMenuItem
              key={child.item.MENU_ID}
              node={child}
              open={open}
              currentId={currentId}
              onToggle={onToggle}
              onPick={onPick}
            />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}

/**
 * The vertical left menu (spec 000 §2, §9): the current root's menus, up to 5 levels, one submenu
 * open at a time; collapsible unless the route fixes it, the collapse state kept per session.
 */
export function SideMenu({ fixed = false }: { fixed?: boolean }) {
  const { t, term } = useTranslation();
  const navigate = useMenuNavigate();
  const menus = useStore(sessionStore, (s) => s.menus);
  const trail = useMenuTrail();
  // a root hidden from the top menu (spec 000 §3) still lists its visible menus here
  const root = useMemo(() => {
    const node = menus.roots.find((r) => r.item.MENU_ID === trail[0]?.MENU_ID);
    return node ? { ...node, children: visibleMenus(node.children) } : undefined;
  }, [menus, trail]);
  // the current route's menus start open; a new route starts over
  const [opened, setOpened] = useState<{ trail: typeof trail; open: string[] }>({ trail: [], open: [] });
  // (the current menu too: a screen with screens under it shows them)
  const open = opened.trail === trail ? opened.open : trail.slice(1).map((m) => m.MENU_ID);
  // the user's choice for the session, else the window's width (collapsed under 1280 px)
  const narrow = useSyncExternalStore(watchNarrow, isNarrow, () => false);
  const [choice, setChoice] = useState<boolean>();
  const collapsed = choice ?? readCollapsed(browserStorage('session'), narrow);

  if (!root || root.children.length === 0) return null;
  const isCollapsed = collapsed && !fixed;
  const toggleCollapsed = () => {
    writeCollapsed(browserStorage('session'), !collapsed);
    setChoice(!collapsed);
  };
  return (
    <Box
      as="nav"
      aria-label={t('menu.sideNav')}
      w={isCollapsed ? '10' : '52'}
      flexShrink={0}
      borderEndWidth="1px"
      bg="bg.subtle"
      data-testid="side-menu"
      data-collapsed={isCollapsed}
    >
      {fixed ? null : (
        <IconButton
          aria-label={isCollapsed ? t('menu.expand') : t('menu.collapse')}
          aria-expanded={!isCollapsed}
          size="sm"
          variant="ghost"
          w="full"
          onClick={toggleCollapsed}
          data-testid="side-menu-toggle"
        >
          {isCollapsed ? '»' : '«'}
        </IconButton>
      )}
      {isCollapsed ? null : (
        <>
          <Text px="4" py="2" fontWeight="bold" color="red.800">{term(root.item.MENU_NAME)}</Text>
          <Box as="ul">
            {root.children.map((node) => (
              <SideMenuItem
                key={node.item.MENU_ID}
                node={node}
                open={open}
                currentId={trail[trail.length - 1]?.MENU_ID}
                onToggle={(n) => setOpened({ trail, open: toggleOpen(open, n.item.MENU_ID, n.depth - 1) })}
                onPick={(n) => {
                  const target = sideMenuTarget(n);
                  if (target) navigate(target);
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
