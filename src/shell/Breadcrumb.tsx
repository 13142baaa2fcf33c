import { Box, Breadcrumb as Crumbs, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { useMenuTrail } from './use-menu-trail.ts';
import { breadcrumbSlotRecipe } from '@/ui/late-recipes.ts';

/** The breadcrumb labelled 当前位置 (spec 000 §2): home, then the current menu's trail. */
export function Breadcrumb() {
  const { t, term } = useTranslation();
  const trail = useMenuTrail();
  return (
    <Box px="6" py="3" borderBottomWidth="1px" display="flex" gap="2" alignItems="center" fontSize="sm" data-testid="breadcrumb">
      <Text as="span" color="fg.muted">{t('app.labelled', { label: t('menu.breadcrumb') })}</Text>
      <Crumbs.Root recipe={breadcrumbSlotRecipe} aria-label={t('menu.breadcrumb')} size="sm">
        <Crumbs.List>
          <Crumbs.Item>
            <Crumbs.Link asChild>
              <RouterLink to="/home/index">{t('menu.home')}</RouterLink>
            </Crumbs.Link>
          </Crumbs.Item>
          {trail.map((m, i) => (
            <Fragment key={m.MENU_ID}>
              <Crumbs.Separator />
              <Crumbs.Item>
                {i === trail.length - 1 ? <Crumbs.CurrentLink>{term(m.MENU_NAME)}</Crumbs.CurrentLink> : <Text as="span">{term(m.MENU_NAME)}</Text>}
              </Crumbs.Item>
            </Fragment>
          ))}
        </Crumbs.List>
      </Crumbs.Root>
    </Box>
  );
}
