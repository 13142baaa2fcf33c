import { Box, Heading, Text } from '@chakra-ui/react';
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

/** A widget the spec names without content: it says so (a scaffold by design). */
export function ScaffoldNote({ children }: { children: ReactNode }) {
  return <Text fontSize="sm" color="fg.muted">{children}</Text>;
}
