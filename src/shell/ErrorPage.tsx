import { Box, Button, Heading, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from '../i18n/index.ts';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';

/** Which error the page shows: route name 401, anything else 404 (spec 000 §2 "Error page"). */
export function errorKind(code: string | undefined): '401' | '404' {
  return code === '401' ? '401' : '404';
}

/** The longest subtitle taken from the URL; longer text is cut so the page stays readable. */
export const MAX_MESSAGE_LENGTH = 200;

/**
 * The subtitle: the `message` query parameter when present and not blank, else the page's
 * own text. It is rendered as text by React, never as HTML.
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

/** /error/:code and every unknown path. */
export default function ErrorPage() {
  const { code } = useParams();
  const [search] = useSearchParams();
  return <ErrorView kind={errorKind(code)} message={search.get('message')} />;
}
