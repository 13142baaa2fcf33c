import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '@/i18n/index.ts';
import { HOTLINES } from '@/shell/rules/footer.ts';

/** /contactUs (spec 000 §2, §9): the customer-service hotlines, and where else to ask. */
export default function ContactUs() {
  const { t } = useTranslation();
  return (
    <Box as="main" p="8" maxW="4xl" mx="auto" data-testid="contact-us">
      <Heading as="h1" size="xl">{t('footer.contact')}</Heading>
      <Stack mt="4" gap="2">
        <Text>{t('screens.contactHotline')}</Text>
        {HOTLINES.map((n) => (
          <Link key={n} href={`tel:${n.replace(/-/g, '')}`} fontSize="xl" fontWeight="semibold">{n}</Link>
        ))}
        <Text mt="4" color="fg.muted">{t('screens.contactMore')}</Text>
      </Stack>
    </Box>
  );
}
