import { Box, Button, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { useTranslation } from '@/i18n/index.ts';
import { ErrorView } from './ErrorPage.tsx';

/**
 * Shown when a screen throws or its chunk fails to load, so the app never goes blank. A 404
 * response (an unknown route) shows the not-found page. Anything else shows this boundary's own
 * neutral page, 页面出错了: never the 404 view (nothing is missing) and never the exception's text,
 * which is for developers and may carry data; the details go to the console in development builds
 * only (issue 15 finding 7).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <ErrorView kind="404" />;
  if (import.meta.env.DEV) console.error('route error:', error);
  return <CrashView />;
}

export function CrashView() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Box as="main" py="20" px="6" data-testid="crash-page">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="2xl" data-testid="crash-title">
          {t('error.crashTitle')}
        </Heading>
        <Text fontSize="lg" color="fg.muted" maxW="xl">
          {t('error.crashText')}
        </Text>
        <HStack gap="3">
          <Button colorPalette="red" onClick={() => void navigate('/')}>
            {t('error.backHome')}
          </Button>
          <Button
            variant="outline"
            onClick={() => {
              window.location.reload();
            }}
          >
            {t('error.reload')}
          </Button>
        </HStack>
      </VStack>
    </Box>
  );
}
