import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** Which error the page shows: route name 401, anything else 404 (spec 000 §2 "Error page"). */
export function errorKind(code: string | undefined): '401' | '404' {
  return code === '401' ? '401' : '404';
}

/** The longest subtitle shown; longer text is cut so the page stays readable. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * The subtitle: the message the portal passed when it navigated here (router state) when present
 * and not blank, else the page's own text. It is rendered as text by React, never as HTML.
 */
export function errorSubtitle(message: string | null, fallback: string): string {
  const trimmed = message?.trim();
  if (!trimmed) return fallback;
  return trimmed.length > MAX_MESSAGE_LENGTH ? `${trimmed.slice(0, MAX_MESSAGE_LENGTH)}…` : trimmed;
}

export interface ErrorViewProps {
  kind: '401' | '404';
  message?: string | null;
}

export function ErrorView({ kind, message = null }: ErrorViewProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const fallback = kind === '401' ? t('error.noPermission') : t('error.notFound');
  return (
    <Box as="main" py="20" px="6" data-testid="error-page">
      <VStack gap="4" textAlign="center">
        <Heading as="h1" size="4xl" data-testid="error-title">
          {kind === '401' ? t('error.title401') : t('error.title404')}
        </Heading>
        <Text fontSize="lg" color="fg.muted" data-testid="error-subtitle" maxW="xl" wordBreak="break-word">
          {errorSubtitle(message, fallback)}
        </Text>
        <Button colorPalette="red" onClick={() => void navigate('/')}>
          {t('error.backHome')}
        </Button>
      </VStack>
    </Box>
  );
}

/**
 * The message of a navigation the portal made itself (router state). A `message` in the URL is not
 * shown: spec 000 §2 lets the query word the subtitle, but then anyone could put text on a page of
 * the bank's origin (issue 15 finding 10); the portal's own 401 carries the server's message in state.
 */
export function stateMessage(state: unknown): string | null {
  const message = (state as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : null;
}

/** /error/:code and every unknown path. */
export default function ErrorPage() {
  const { code } = useParams();
  const location = useLocation();
  return <ErrorView kind={errorKind(code)} message={stateMessage(location.state)} />;
}
