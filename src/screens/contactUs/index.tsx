import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { HOTLINES } from '@/shell/rules/footer.ts';

/** /contactUs (spec 000 §2, §9): the customer-service hotlines; the rest of the page awaits business design. */
export default function ContactUs() {
  return (
    <Box as="main" p="8" maxW="4xl" mx="auto" data-testid="contact-us">
      <Heading as="h1" size="xl">联系我们</Heading>
      <Stack mt="4" gap="2">
        <Text>客服热线（7×24 小时）：</Text>
        {HOTLINES.map((n) => (
          <Link key={n} href={`tel:${n.replace(/-/g, '')}`} fontSize="xl" fontWeight="semibold">{n}</Link>
        ))}
        <Text mt="4" color="fg.muted">此页面其余内容为脚手架：规格仅给出客服热线，网点与地址等内容待业务设计。</Text>
      </Stack>
    </Box>
  );
}
