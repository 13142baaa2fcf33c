import { Box, Button, HStack, Link, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useCall } from '@/api/queries.ts';
import { useTranslation } from '@/i18n/index.ts';
import { FieldList } from './FieldList.tsx';
import type { OperationId } from '@/api/generated/operations.ts';
import { useBoundOperation } from './bound-operation.ts';
import { useRouteScreen, useScreenBinding } from './route-info.ts';
import type { BackLink } from '@/routing/meta.ts';
import { matchingRow, recordKeys } from './record.ts';
import { failureText } from './screen.ts';
import { ScreenFrame } from './ScreenFrame.tsx';
import './print.css';

/** Each defaults to the route's: its first operation, title, `keys` and `back` in the manifest. */
interface Props {
  /** A query whose rows the record is one of. */
  operation?: OperationId;
  title?: string;
  /** The request fields that name the record, read from the link (the list's row link keys). */
  keys?: readonly string[];
  /** Where the record was picked from. */
  back?: BackLink;
}

/**
 * One row of a query as a printable record (e.g. an electronic receipt, issue 36): the record named
 * by the link's keys (each checked against its contract field; a bad one says so), its fields by
 * their titles, and 打印 (only the record prints).
 */
export function RecordScreen(props: Props) {
  const { operation, title } = useScreenBinding(props);
  const route = useRouteScreen();
  const keys = props.keys ?? route?.keys ?? [];
  const back = props.back ?? route?.back;
  const { t, term } = useTranslation();
  const op = useBoundOperation(operation);
  const [search] = useSearchParams();
  const found = recordKeys(op.request, keys, search);
  const [attempt, setAttempt] = useState(0);
  const body = 'values' in found ? { ...found.values, PAGE_NO: '1', PAGE_SIZE: '1' } : {};
  const answer = useCall(op.call, body, { enabled: 'values' in found, silent: false, tag: String(attempt) });
  const list = (answer.data as Record<string, unknown> | undefined)?.[op.list?.field ?? 'LIST'];
  // the row the link names, not merely the first: a gateway that ignored a filter prints nothing wrong
  const row = Array.isArray(list) && 'values' in found ? matchingRow(list as unknown[], found.values) : undefined;
  const backLink = back ? <Link asChild colorPalette="red"><RouterLink to={back.to}>{term(back.label)}</RouterLink></Link> : null;
  return (
    <ScreenFrame title={title} operation={operation}>
      {'problem' in found ? <Text role="alert" color="fg.error">{found.problem}</Text> : null}
      {'values' in found && !answer.done ? <HStack py="6"><Spinner size="sm" /><Text>{t('kit.loading')}</Text></HStack> : null}
      {answer.failed ? (
        <HStack role="alert" gap="4">
          <Text color="fg.error">{failureText(answer.error)}</Text>
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>{t('overlay.retry')}</Button>
        </HStack>
      ) : null}
      {answer.done && !answer.failed && !row ? <Text role="alert">{t('kit.record.notFound')}</Text> : null}
      {row ? (
        <Box borderWidth="1px" rounded="md" p="6" data-print-area data-testid="record">
          <FieldList fields={op.list?.columns ?? []} values={row} />
        </Box>
      ) : null}
      <HStack mt="4" gap="3" data-print-hide>
        {row ? <Button variant="outline" onClick={() => window.print()}>{t('kit.print')}</Button> : null}
        {backLink}
      </HStack>
    </ScreenFrame>
  );
}
