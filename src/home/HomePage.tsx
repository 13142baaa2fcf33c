import { Box, Heading } from '@chakra-ui/react';
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

/**
 * A widget's place until it comes: the look of Chakra's skeleton (its pulse variant: the emphasized
 * background, pulsing every 1.2 s) drawn by a plain box, so the skeleton's component and recipe stay out
 * of the first paint (issue 51 item 6); the grid below lays the places out as the widgets will be.
 */
function WidgetPlace({ name }: { name: WidgetName }) {
  return (
    <Box
      h="full"
      minH="24"
      rounded="md"
      bg="bg.emphasized"
      animation="pulse"
      animationDuration="1.2s"
      pointerEvents="none"
      userSelect="none"
      data-testid={`widget-pending-${name}`}
    />
  );
}

/** Mounts the named widget once its delay has passed; a placeholder of its size until then. */
function Delayed({ name, placeholder = true }: { name: WidgetName; placeholder?: boolean }) {
  const due = useDueAfter(WIDGET_DELAYS[name]);
  const Widget = WIDGETS[name];
  const hold = placeholder ? <WidgetPlace name={name} /> : null;
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
      {/* CSS grids as Chakra's Grid would write them (display grid, template columns; an item's colSpan
          is grid-column: span N / span N), with no grid component in the first paint */}
      <Box display="grid" gridTemplateColumns={{ base: '1fr', lg: '320px 1fr' }} gap="4">
        <Box><UserCard /></Box>
        <Box><QuickFunctions /></Box>
      </Box>
      <Box mt="4"><Announcements /></Box>
      <Box display="grid" mt="4" gridTemplateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4" data-testid="home-widgets">
        <Box gridColumn={{ base: 'span 1 / span 1', md: 'span 2 / span 2', lg: 'span 3 / span 3' }}><Delayed name="banner" /></Box>
        <Box><Delayed name="workspace" /></Box>
        <Box><Delayed name="popularTweets" /></Box>
        <Box><Delayed name="realTimeInfo" /></Box>
        <Box><Delayed name="guideButton" /></Box>
        <Box><Delayed name="equity" /></Box>
      </Box>
      <Delayed name="advertising" placeholder={false} />
    </Box>
  );
}
