import { Box, Spinner, Text, VStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The start-up loading overlay (spec 000 §2, §4); default text 请稍候... */
export function LoadingOverlay({ text }: { text?: string }) {
  const { t } = useTranslation();
  return (
    <Box position="fixed" inset="0" display="flex" alignItems="center" justifyContent="center" bg="bg" data-testid="loading-overlay">
      <VStack role="status" aria-live="polite">
        <Spinner size="lg" />
        <Text>{text ?? t('app.loading')}</Text>
      </VStack>
    </Box>
  );
}
