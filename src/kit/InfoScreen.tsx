import { Box, Heading, Text } from '@chakra-ui/react';
import { useRouteInfo } from './route-info.ts';

/**
 * The info screen: a route the specification describes only by its path (no operation is bound to
 * it). It says so on screen, shows the route's parameters as text, and is a scaffold by design.
 */
export function InfoScreen({ title }: { title: string }) {
  const { pattern, params } = useRouteInfo();
  return (
    <Box as="main" p="8" data-testid="scaffold-screen">
      <Heading as="h1" size="xl">{title}</Heading>
      <Text mt="4" color="fg.muted">此页面为脚手架：规格仅给出路由 {pattern}，页面内容待业务设计。</Text>
      {params.map(([name, value]) => (
        <Text key={name} mt="2" data-testid="route-param" data-name={name}>
          路由参数 {name}：{value}
        </Text>
      ))}
    </Box>
  );
}
