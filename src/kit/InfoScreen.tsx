import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { HOTLINES } from '@/shell/rules/footer.ts';
import { useRouteInfo } from './route-info.ts';

/**
 * The info screen: a route the specification describes only by its path (no operation is bound to
 * it). It tells the customer the service is not open online yet and where to turn instead (issue 49
 * item 3: no developer's words on screen), and shows the route's parameters as text.
 */
export function InfoScreen(props: { title?: string }) {
  const { t, term } = useTranslation();
  const { params, title: routeTitle } = useRouteInfo();
  const title = props.title ?? routeTitle;
  return (
    <Box as="main" p="8" data-testid="scaffold-screen">
      <Heading as="h1" size="xl">{term(title)}</Heading>
      <Text mt="4" color="fg.muted">{t('kit.info.unavailable', { hotline: HOTLINES[0] })}</Text>
      {params.map(([name, value]) => (
        <Text key={name} mt="2" data-testid="route-param" data-name={name}>
          {t('kit.info.param', { name, value })}
        </Text>
      ))}
    </Box>
  );
}
