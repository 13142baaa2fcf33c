import { Box, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from '@/i18n/index.ts';
import { HOTLINES } from '@/shell/rules/footer.ts';

/**
 * /gatewayPayment/gateway-pay/index (spec 000 §2, §4): the gateway payment page, reached from a
 * merchant's link with its `gatewayPay` query. The payment screen itself is not specified: this
 * shows the order reference it received (as text) and tells the customer how else to pay.
 */
export default function GatewayPay() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const order = search.get('gatewayPay') ?? '';
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(order);
  return (
    <Box as="main" p="8" data-testid="gateway-pay">
      <Heading as="h1" size="xl">{t('screens.gatewayTitle')}</Heading>
      <Text mt="4" data-testid="gateway-pay-order">{valid ? t('screens.gatewayOrder', { order }) : t('screens.gatewayInvalid')}</Text>
      <Text mt="2" color="fg.muted">{t('screens.gatewayNotice', { hotline: HOTLINES[0] })}</Text>
    </Box>
  );
}
