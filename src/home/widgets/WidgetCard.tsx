import { Box, Heading } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame every home widget shares. */
export function WidgetCard({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} p="4" rounded="md" borderWidth="1px" bg="bg" h="full" data-testid={testId}>
      <Heading as="h2" size="sm" mb="2">{title}</Heading>
      {children}
    </Box>
  );
}
