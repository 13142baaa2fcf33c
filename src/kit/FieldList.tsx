import { HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { displayValue } from './fields/display.ts';

/**
 * Fields of one record as a definition list, each by its contract title and shown as displayValue
 * shows it; only the fields the record has. A result, an instruction, a receipt.
 */
export function FieldList(props: {
  fields: readonly FieldInfo[];
  values: Readonly<Record<string, unknown>> | undefined;
  /** The attributes that name each value (default `data-field`). */
  mark?: (name: string) => Record<string, string>;
  testId?: string;
  mt?: string;
}) {
  const mark = props.mark ?? ((name: string) => ({ 'data-field': name }));
  const shown = props.fields.filter((f) => props.values?.[f.name] !== undefined);
  return (
    <Stack as="dl" gap="2" mt={props.mt} data-testid={props.testId}>
      {shown.map((f) => (
        <HStack key={f.name} gap="4" align="baseline">
          <Text as="dt" minW="32" color="fg.muted">{f.title}</Text>
          <Text as="dd" fontWeight="medium" {...mark(f.name)}>{displayValue(f, props.values?.[f.name])}</Text>
        </HStack>
      ))}
    </Stack>
  );
}
