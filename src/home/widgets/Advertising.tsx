import { Box, CloseButton, HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from '@/i18n/index.ts';

/** The advertising widget (spec 000 §2: loads after 2000 ms); closable. Its content awaits business design. */
export default function Advertising() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Box as="aside" aria-label={t('widgets.advertising')} position="fixed" right="4" bottom="4" w="64" p="4" rounded="md" shadow="lg" bg="bg" borderWidth="1px" zIndex="docked" data-testid="widget-advertising">
      <HStack justify="space-between">
        <Text fontWeight="semibold">{t('widgets.advertising')}</Text>
        <CloseButton size="xs" aria-label={t('widgets.close')} onClick={() => setOpen(false)} />
      </HStack>
      <Text mt="2" fontSize="sm" color="fg.muted">{t('widgets.scaffold')}</Text>
    </Box>
  );
}
