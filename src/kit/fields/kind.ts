/**
 * Which input a request field gets (STYLE-EXAMPLES §2): decided once, from the contract's field
 * metadata (the shared schema it is, its format, its enum), then from the field's name, with a
 * plain text input as the fallback. Pure; the widgets live in src/kit/form/FieldInput.tsx.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';

export type FieldKind =
  /** Amounts (spec 000 §5 amount filter, two decimals, the Chinese capital amount beside). */
  | 'amount'
  /** The payer account: a select of the user's accounts (accountListQry), shown masked. */
  | 'payerAccount'
  /** Another account number: digits only. */
  | 'accountNo'
  | 'date'
  | 'enum'
  /** A password: typed in clear, sent as the password control's SM2 ciphertext only (spec 000 §7). */
  | 'password'
  | 'phone'
  | 'idNumber'
  | 'digits'
  | 'longText'
  | 'text'
  /** Filled by the screen, not typed: the transaction's name (the operation's summary). */
  | 'fixed'
  /** Filled from another field: the payer account's name. */
  | 'derived';

/** The payer account's name follows the chosen account. */
export const DERIVED_FROM: Readonly<Record<string, string>> = { ACCT_NAME: 'ACCT_NO' };

export function fieldKind(f: FieldInfo): FieldKind {
  if (f.name === 'TRANS_NAME') return 'fixed';
  if (DERIVED_FROM[f.name]) return 'derived';
  if (f.ref === 'PasswordCipher') return 'password';
  if (f.ref === 'Amount') return 'amount';
  if (f.ref === 'AccountNo') return f.name === 'ACCT_NO' ? 'payerAccount' : 'accountNo';
  if (f.format === 'date') return 'date';
  if (f.enum && f.enum.length > 0) return 'enum';
  if (/(PHONE|MOBILE|TEL)(_NO)?$/.test(f.name)) return 'phone';
  if (/(^|_)(ID|CERT|LEGAL_ID|IDCARD)_NO$/.test(f.name)) return 'idNumber';
  if (f.pattern && /^\^\[0-9\]\{\d+(,\d+)?\}\$$/.test(f.pattern)) return 'digits';
  if ((f.maxLength ?? 0) > 100 && /(REMARK|MEMO|REASON|CONTENT|DESC|NOTE)/.test(f.name)) return 'longText';
  return 'text';
}

/** Whether the user fills the field on the form. */
export const isTyped = (kind: FieldKind): boolean => kind !== 'fixed' && kind !== 'derived';

/** Whether the field is chosen rather than typed (its required message says 请选择). */
export const isChosen = (kind: FieldKind): boolean => kind === 'payerAccount' || kind === 'enum' || kind === 'date';
