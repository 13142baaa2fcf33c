import { Box, Button, Heading, HStack } from '@chakra-ui/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '@/i18n/index.ts';
import type { ScreenAction } from '@/routing/meta.ts';
import { useBoundOperation } from '../bound-operation.ts';
import { FieldList } from '../FieldList.tsx';
import type { FieldOverrides } from '../form/values.ts';
import { OperationForm } from '../OperationForm.tsx';
import { useFieldOverrides } from '../route-info.ts';
import { actionValues } from './rules.ts';

/**
 * One of a screen's further operations, opened from its control (issue 37): its heading, what the
 * chosen row gives it (shown, fixed), and the operation's own form: signed through the same
 * authorization dialog as any transaction, or sent as a plain form. Opened from a row or a button, focus
 * moves to its heading and 取消 (or the result's 返回) closes it; in a tab (no `onClose`) it stays, and
 * the result offers another one.
 */
export function ActionForm({ action, row, onClose }: {
  action: ScreenAction;
  row?: Readonly<Record<string, unknown>> | undefined;
  onClose?: (() => void) | undefined;
}) {
  const { t, term } = useTranslation();
  const op = useBoundOperation(action.operation);
  const fixed = useMemo(() => actionValues(action, op.request.map((f) => f.name), row), [action, op, row]);
  const own = useMemo<FieldOverrides>(
    () => Object.fromEntries(Object.entries(fixed).map(([name, value]) => [name, { value }])),
    [fixed],
  );
  // the values the route decides (a supply chain's AUTH_METHOD) bind its actions as they bind its main form
  const overrides = useFieldOverrides(own);
  const heading = useRef<HTMLHeadingElement>(null);
  const opened = onClose !== undefined;
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [action, row, opened]);
  const id = `action-${action.operation}`;
  const after = onClose ? { again: t('kit.back'), onDone: onClose } : {};
  const shownFixed = op.request.filter((f) => f.origin === undefined && !(action.values && f.name in action.values));
  return (
    <Box as="section" mt="6" borderWidth="1px" rounded="md" p="5" aria-labelledby={id} data-testid="action-form" data-operation={action.operation}>
      <HStack justify="space-between">
        <Heading as="h2" size="md" id={id} ref={heading} tabIndex={-1}>{term(action.label)}</Heading>
        {onClose ? <Button size="sm" variant="ghost" onClick={onClose} data-testid="action-close">{t('dialog.cancel')}</Button> : null}
      </HStack>
      {row ? <FieldList fields={shownFixed} values={fixed} testId="action-fixed" mt="3" /> : null}
      <Box mt="4">
        <OperationForm key={JSON.stringify(fixed)} op={op} title={action.label} overrides={overrides} {...after} />
      </Box>
    </Box>
  );
}
