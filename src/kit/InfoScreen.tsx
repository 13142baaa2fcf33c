import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { useRouteInfo } from './route-info.ts';

/**
 * The info screen: a route the specification describes only by its path (no operation is bound to
 * it). It says so on screen, shows the route's parameters as text, and is a scaffold by design.
 */
export function InfoScreen({ title }: { title: string }) {
  const { t, term } = useTranslation();
  const { pattern, params } = useRouteInfo();
  return (
    <Box as="main" p="8" data-testid="scaffold-screen">
      <Heading as="h1" size="xl">{term(title)}</Heading>
      <Text mt="4" color="fg.muted">{t('kit.info.scaffold', { pattern })}</Text>
      {params.map(([name, value]) => (
        <Text key={name} mt="2" data-testid="route-param" data-name={name}>
          {t('kit.info.param', { name, value })}
        </Text>
      ))}
    </Box>
  );
}
