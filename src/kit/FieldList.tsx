import { HStack, Stack, Text } from '@chakra-ui/react';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useTranslation } from '@/i18n/index.ts';
import { Data } from '@/ui/data.tsx';
import { displayValue } from './fields/display.ts';

/**
 * Fields of one record as a definition list, each by its contract title and shown as displayValue
 * shows it, in the current language (values other than an enum's label are data: translate="no"); only
 * the fields the record has. A result, an instruction, a receipt.
 */
export function FieldList(props: {
  fields: readonly FieldInfo[];
  values: Readonly<Record<string, unknown>> | undefined;
  /** The attributes that name each value (default `data-field`). */
  mark?: (name: string) => Record<string, string>;
  testId?: string;
  mt?: string;
}) {
  const { term, date } = useTranslation();
  const mark = props.mark ?? ((name: string) => ({ 'data-field': name }));
  const shown = props.fields.filter((f) => props.values?.[f.name] !== undefined);
  return (
    <Stack as="dl" gap="2" mt={props.mt} data-testid={props.testId}>
      {shown.map((f) => {
        const value = displayValue(f, props.values?.[f.name], { term, date });
        return (
          <HStack key={f.name} gap="4" align="baseline">
            <Text as="dt" minW="32" color="fg.muted">{term(f.title)}</Text>
            <Text as="dd" fontWeight="medium" {...mark(f.name)}>{f.enumLabels ? value : <Data>{value}</Data>}</Text>
          </HStack>
        );
      })}
    </Stack>
  );
}
