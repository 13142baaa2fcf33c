import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The frame of a kit screen: its heading and what the screen holds. */
interface Props {
  title: string;
  operation: string;
  children: ReactNode;
  note?: string | undefined;
}

export function ScreenFrame({ title, operation, children, note }: Props) {
  return (
    <Box as="main" p="6" maxW="5xl" data-testid="kit-screen" data-operation={operation}>
      <Heading as="h1" size="xl">{title}</Heading>
      {note ? <Text mt="2" color="fg.muted" fontSize="sm">{note}</Text> : null}
      <Box mt="5">{children}</Box>
    </Box>
  );
}
