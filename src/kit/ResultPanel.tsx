import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useTranslation } from '@/i18n/index.ts';
import { FieldList } from './FieldList.tsx';
import './print.css';

/**
 * A transaction's result: the answer's fields by their titles (serial number, date, status...),
 * printable (only this area prints), and "another one" with the form cleared. It takes the focus when
 * it shows (issue 49 item 1): the form and the dialog that had it are gone, and a keyboard or screen
 * reader user goes on from the result, not from the top of the page.
 */
export function ResultPanel(props: {
  heading: string;
  fields: readonly FieldInfo[];
  answer: Record<string, unknown> | undefined;
  onAgain: () => void;
  again?: string;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Box borderWidth="1px" rounded="md" p="6" data-print-area data-testid="result-panel">
      <Heading as="h2" size="md" ref={heading} tabIndex={-1} outline="none" data-testid="result-heading">{props.heading}</Heading>
      <FieldList fields={props.fields} values={props.answer} mark={(name) => ({ 'data-testid': `result-${name}` })} mt="4" />
      <HStack mt="6" gap="3" data-print-hide>
        <Button variant="outline" onClick={() => window.print()} data-testid="result-print">{t('kit.print')}</Button>
        <Button colorPalette="red" onClick={props.onAgain} data-testid="result-again">{props.again ?? t('kit.again')}</Button>
      </HStack>
    </Box>
  );
}
