import { Box, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** /home/index (spec 000 §2). The user card, quick functions and widgets come with the shell work. */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <Box as="main" p="8" data-testid="home-page">
      <Heading as="h1" size="2xl">
        {t('home.title')}
      </Heading>
      <Text mt="2">{t('home.welcome')}</Text>
    </Box>
  );
}
