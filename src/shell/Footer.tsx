import { Box, chakra, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import mobileBankQr from 'virtual:mobile-bank-qr';
import { useTranslation } from '@/i18n/index.ts';
import { Link as RouterLink } from 'react-router-dom';
import { clientDownloads, FOOTER_LINKS, HOTLINES } from './rules/footer.ts';
import { copyAddress } from './shell-actions.ts';
import { ShellButton } from './ShellButton.tsx';

/** The web-banking address: this portal's root. */
export function portalAddress(): string {
  return new URL(import.meta.env.BASE_URL, window.location.origin).toString();
}

/**
 * The footer (spec 000 §2, §9): the disclosure links, the hotlines 96596 and 400-8896596, the
 * mobile-bank QR code (VITE_MOBILE_BANK_URL), the client downloads (exe, pkg, deb) and the web-banking address to copy.
 */
export function Footer() {
  const { t } = useTranslation();
  const downloads = clientDownloads(import.meta.env.VITE_CLIENT_DOWNLOAD_URL);
  const address = portalAddress();
  return (
    <Box as="footer" bg="gray.800" color="gray.100" mt="8" data-testid="footer">
      <Flex maxW="1366px" mx="auto" px="6" py="6" gap="10" wrap="wrap" justify="space-between">
        <Stack gap="3">
          <HStack as="nav" aria-label={t('footer.about')} gap="4" wrap="wrap">
            {FOOTER_LINKS.map((l) => (
              <Link key={l.path} asChild color="gray.100" textDecoration="underline">
                <RouterLink to={l.path}>{t(`footer.${l.key}`)}</RouterLink>
              </Link>
            ))}
          </HStack>
          <Text data-testid="hotlines">
            {t('app.labelled', { label: t('footer.hotline') })}{HOTLINES.map((n) => (
              <Link key={n} href={`tel:${n.replace(/-/g, '')}`} color="gray.100" me="3">{n}</Link>
            ))}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Text>{t('app.labelled', { label: t('footer.address') })}</Text>
            <Text as="span" data-testid="portal-address">{address}</Text>
            <ShellButton variant="outline" color="gray.100" onClick={() => void copyAddress(address)} data-testid="copy-address">
              {t('footer.copy')}
            </ShellButton>
          </HStack>
          <Text fontSize="sm" color="gray.300">© {t('footer.copyright')}</Text>
        </Stack>
        {downloads.length > 0 ? (
          <Stack gap="1" data-testid="client-downloads">
            <Text fontWeight="semibold">{t('footer.download')}</Text>
            {downloads.map((d) => (
              <Link key={d.os} href={d.href} color="gray.100" download>{t(`footer.${d.os}`)}</Link>
            ))}
          </Stack>
        ) : null}
        {mobileBankQr ? (
          <Stack gap="1" align="center">
            {/* encoded at build time (build/vite/mobile-bank-qr.ts): no encoder runs on the page */}
            <chakra.img src={mobileBankQr} alt={t('footer.mobileBank')} w="24" h="24" bg="white" p="1" objectFit="cover" decoding="async" data-testid="qr-code" />
            <Text fontSize="sm">{t('footer.mobileBank')}</Text>
          </Stack>
        ) : null}
      </Flex>
    </Box>
  );
}
