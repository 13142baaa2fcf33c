import { Box, Heading, Text } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';

/**
 * /gatewayPayment/gateway-pay/index (spec 000 §2, §4): the gateway payment page, reached from a
 * merchant's link with its `gatewayPay` query. The payment screen itself is not specified: this
 * shows the order reference it received (as text) and says it is a scaffold.
 */
export default function GatewayPay() {
  const [search] = useSearchParams();
  const order = search.get('gatewayPay') ?? '';
  const valid = /^[A-Za-z0-9_-]{1,64}$/.test(order);
  return (
    <Box as="main" p="8" data-testid="gateway-pay">
      <Heading as="h1" size="xl">网关支付</Heading>
      <Text mt="4" data-testid="gateway-pay-order">{valid ? `支付订单：${order}` : '支付链接无效或缺少订单号'}</Text>
      <Text mt="2" color="fg.muted">此页面为脚手架：规格仅给出路由与 gatewayPay 参数，支付页面内容待业务设计。</Text>
    </Box>
  );
}
