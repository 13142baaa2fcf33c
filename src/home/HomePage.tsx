import { Box, Grid, GridItem, Heading, Skeleton } from '@chakra-ui/react';
import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import { useDueAfter } from '@/ui/transitions.ts';
import { Announcements } from './Announcements.tsx';
import { QuickFunctions } from './QuickFunctions.tsx';
import { WIDGET_DELAYS, type WidgetName } from './rules.ts';
import { UserCard } from './UserCard.tsx';

/** Each widget is its own chunk, fetched when its delay has passed (spec 000 §2, §9). */
const WIDGETS: Record<WidgetName, LazyExoticComponent<ComponentType>> = {
  workspace: lazy(() => import('./widgets/Workspace.tsx')),
  banner: lazy(() => import('./widgets/Banner.tsx')),
  popularTweets: lazy(() => import('./widgets/PopularTweets.tsx')),
  realTimeInfo: lazy(() => import('./widgets/RealTimeInfo.tsx')),
  guideButton: lazy(() => import('./widgets/GuideButton.tsx')),
  equity: lazy(() => import('./widgets/Equity.tsx')),
  advertising: lazy(() => import('./widgets/Advertising.tsx')),
};

/** Mounts the named widget once its delay has passed; a placeholder of its size until then. */
function Delayed({ name, placeholder = true }: { name: WidgetName; placeholder?: boolean }) {
  const due = useDueAfter(WIDGET_DELAYS[name]);
  const Widget = WIDGETS[name];
  const hold = placeholder ? <Skeleton h="full" minH="24" rounded="md" data-testid={`widget-pending-${name}`} /> : null;
  return due ? (
    <Suspense fallback={hold}>
      <Widget />
    </Suspense>
  ) : hold;
}

/**
 * /home/index (spec 000 §2): the user card, the quick function grid, the announcement carousel,
 * then the lazy widgets (workspace, banner, popular tweets, real-time info, guide button, equity)
 * and the advertising widget.
 */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Box as="main" maxW="1366px" mx="auto" p="6" data-testid="home-page">
      <Heading as="h1" srOnly>{t('home.title')}</Heading>
      <Grid templateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="4">
        <GridItem><UserCard /></GridItem>
        <GridItem><QuickFunctions /></GridItem>
      </Grid>
      <Box mt="4"><Announcements /></Box>
      <Grid mt="4" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4" data-testid="home-widgets">
        <GridItem colSpan={{ base: 1, md: 2, lg: 3 }}><Delayed name="banner" /></GridItem>
        <GridItem><Delayed name="workspace" /></GridItem>
        <GridItem><Delayed name="popularTweets" /></GridItem>
        <GridItem><Delayed name="realTimeInfo" /></GridItem>
        <GridItem><Delayed name="guideButton" /></GridItem>
        <GridItem><Delayed name="equity" /></GridItem>
      </Grid>
      <Delayed name="advertising" placeholder={false} />
    </Box>
  );
}
