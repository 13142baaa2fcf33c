import { Box, Heading, Text } from '@chakra-ui/react';

/** A screen the specification describes only by its route: it says so on screen (a scaffold by design). */
export function ScaffoldScreen({ title, path }: { title: string; path: string }) {
  return (
    <Box as="main" p="8" data-testid="scaffold-screen">
      <Heading as="h1" size="xl">{title}</Heading>
      <Text mt="4" color="fg.muted">此页面为脚手架：规格仅给出路由 {path}，页面内容待业务设计。</Text>
    </Box>
  );
}
