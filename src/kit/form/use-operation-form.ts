import { useEffect, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useStore } from 'zustand';
import { localTime, useServerOffset } from '@/api/clock.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useTranslation } from '@/i18n/index.ts';
import { bankDate } from '@/protocol/bank-time.ts';
import { sessionStore } from '@/session/store.ts';
import { DERIVED_FROM } from '../fields/kind.ts';
import type { BoundOperation } from '../bound-operation.ts';
import { kitResolver } from './resolver.ts';
import { formErrors, formSchema } from './schema.ts';
import { accountName, type FieldOverrides, shownOnForm, startValues } from './values.ts';

/**
 * The form of an operation's request (react-hook-form): its own fields (a query's criteria leave the
 * paging fields to the screen), validated with the generated schema, starting values from the
 * contract and the session. What was typed stays through errors and failed calls; `restart()` clears it
 * (another transaction).
 */
interface Options {
  overrides?: FieldOverrides | undefined;
  /** A query's criteria start from the first account and the last 30 days. */
  query?: boolean;
}

export function useOperationForm(op: BoundOperation, { overrides, query = false }: Options) {
  const accounts = useStore(sessionStore, (s) => s.accounts);
  // the bank's business date when the form opened (a new measurement of the gateway's clock moves it)
  const offset = useServerOffset();
  const [opened] = useState(localTime);
  const today = bankDate(opened + offset);
  const fields = useMemo<FieldInfo[]>(() => op.request.filter((f) => f.origin !== 'paging'), [op]);
  const schema = useMemo(() => formSchema(op.body, fields), [op, fields]);
  const resolver = useMemo(() => kitResolver(schema, formErrors(fields)), [schema, fields]);
  // the transaction's name (a fixed field the confirmation shows and signs) in the user's language
  const { term } = useTranslation();
  const summary = term(op.summary);
  const start = useMemo(
    () => startValues(fields, { summary, accounts, query, today, overrides }),
    [fields, summary, accounts, query, today, overrides],
  );
  const form = useForm<Record<string, string>>({ defaultValues: start, resolver, mode: 'onTouched' });
  // the session's accounts may come after the form opened: untouched fields take the new start
  useEffect(() => {
    form.reset(start, { keepDirtyValues: true, keepErrors: true });
  }, [form, start]);
  const shown = fields.filter((f) => shownOnForm(f, overrides));
  /** The payer's name follows the chosen account. */
  const onAccount = (acctNo: string) => {
    for (const [derived, source] of Object.entries(DERIVED_FROM)) {
      if (source === 'ACCT_NO' && fields.some((f) => f.name === derived)) form.setValue(derived, accountName(accounts, acctNo));
    }
  };
  /** The values as the request takes them (empty ones dropped), or undefined while they are not valid. */
  const parse = (values: Record<string, string>) => {
    const result = schema.safeParse(values);
    return result.success ? (result.data as Record<string, string>) : undefined;
  };
  return { form, fields, shown, accounts, onAccount, start, parse, restart: () => form.reset(start) };
}
