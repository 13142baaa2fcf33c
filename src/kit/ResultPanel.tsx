import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { displayValue } from './fields/display.ts';
import './print.css';

/**
 * A transaction's result: the answer's fields by their titles (serial number, date, status...),
 * printable (only this area prints), and "another one" with the form cleared.
 */
export function ResultPanel(props: {
  heading: string;
  fields: readonly FieldInfo[];
  answer: Record<string, unknown> | undefined;
  onAgain: () => void;
  again?: string;
}) {
  const rows = props.fields.filter((f) => props.answer?.[f.name] !== undefined);
  return (
    <Box borderWidth="1px" rounded="md" p="6" data-print-area data-testid="result-panel">
      <Heading as="h2" size="md">{props.heading}</Heading>
      <Stack as="dl" mt="4" gap="2">
        {rows.map((f) => (
          <HStack key={f.name} gap="4" align="baseline">
            <Text as="dt" minW="32" color="fg.muted">{f.title}</Text>
            <Text as="dd" fontWeight="medium" data-testid={`result-${f.name}`}>{displayValue(f, props.answer?.[f.name])}</Text>
          </HStack>
        ))}
      </Stack>
      <HStack mt="6" gap="3" data-print-hide>
        <Button variant="outline" onClick={() => window.print()} data-testid="result-print">打印</Button>
        <Button colorPalette="red" onClick={props.onAgain} data-testid="result-again">{props.again ?? '再办一笔'}</Button>
      </HStack>
    </Box>
  );
}
