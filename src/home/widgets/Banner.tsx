import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';

/** The banner widget: the product's headline (the spec gives no banner content or images). */
export default function Banner() {
  const { t } = useTranslation();
  return (
    <Box as="section" aria-label={t('widgets.banner')} p="6" rounded="md" bgGradient="to-r" gradientFrom="red.800" gradientTo="red.600" color="white" data-testid="widget-banner">
      <Heading as="h2" size="lg">{t('widgets.banner')}</Heading>
      <Text mt="2">{t('widgets.bannerText')}</Text>
    </Box>
  );
}
