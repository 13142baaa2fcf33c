/**
 * A form's starting values (pure): what the screen fills (the transaction's name, the payer's name from
 * the chosen account), the defaults a query starts with (the first account, the last 30 days), a
 * one-value enum chosen, everything else empty (a field is never undefined).
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import { addDays } from '@/protocol/bank-time.ts';
import { DAYS_PER_MONTH } from '@/ui/time.ts';
import { DERIVED_FROM, type FieldKind, fieldKind } from '../fields/kind.ts';

export interface FieldOverride {
  /** Not shown; its value comes from `value` or the default below. */
  hidden?: boolean;
  /** A fixed value the user does not type. */
  value?: string;
  /** Another label than the contract's title. */
  label?: string;
  /** A starting value the user may change. */
  default?: string;
}
export type FieldOverrides = Readonly<Record<string, FieldOverride>>;

export interface Account {
  ACCT_NO: string;
  ACCT_NAME?: string | undefined;
}

export interface StartContext {
  /** The operation's summary: the transaction's name. */
  summary: string;
  accounts: readonly Account[];
  /** A query starts from the first account and the last 30 days. */
  query: boolean;
  /** Today, YYYY-MM-DD: the bank's business date (src/api/clock.ts), never the browser's (issue 48 item 4). */
  today: string;
  overrides?: FieldOverrides | undefined;
}

function startOf(f: FieldInfo, kind: FieldKind, ctx: StartContext): string {
  if (kind === 'fixed') return ctx.summary;
  if (kind === 'enum' && f.enum?.length === 1 && f.required) return f.enum[0] ?? '';
  if (!ctx.query) return '';
  if (kind === 'payerAccount') return ctx.accounts[0]?.ACCT_NO ?? '';
  if (kind === 'date' && /^(START|BEGIN)_|_(START|BEGIN)(_DATE)?$/.test(f.name)) {
    return addDays(ctx.today, -DAYS_PER_MONTH);
  }
  if (kind === 'date' && /^END_|_END(_DATE)?$/.test(f.name)) return ctx.today;
  return '';
}

export function startValues(fields: readonly FieldInfo[], ctx: StartContext): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of fields) {
    const o = ctx.overrides?.[f.name];
    values[f.name] = o?.value ?? o?.default ?? startOf(f, fieldKind(f), ctx);
  }
  // a derived field follows its source's starting value
  for (const [derived, source] of Object.entries(DERIVED_FROM)) {
    if (derived in values && !ctx.overrides?.[derived]?.value) values[derived] = accountName(ctx.accounts, values[source] ?? '');
  }
  return values;
}

/** The name of the account with this number ('' when it is not one of the user's). */
export function accountName(accounts: readonly Account[], acctNo: string): string {
  return accounts.find((a) => a.ACCT_NO === acctNo)?.ACCT_NAME ?? '';
}

/** Whether the field shows on the form. */
export function shownOnForm(f: FieldInfo, overrides?: FieldOverrides): boolean {
  const kind = fieldKind(f);
  return kind !== 'fixed' && kind !== 'derived' && overrides?.[f.name]?.hidden !== true && overrides?.[f.name]?.value === undefined;
}

/**
 * A screen's overrides with the values its route decides (RouteMeta.fixedValues: a supply chain's
 * AUTH_METHOD): each a fixed, hidden value that no screen override can change.
 */
export function withFixedValues(
  overrides: FieldOverrides | undefined,
  fixed: Readonly<Record<string, string>> | undefined,
): FieldOverrides | undefined {
  if (!fixed || Object.keys(fixed).length === 0) return overrides;
  const merged: Record<string, FieldOverride> = { ...overrides };
  for (const [name, value] of Object.entries(fixed)) merged[name] = { ...merged[name], value, hidden: true };
  return merged;
}
