/**
 * What a signed call shows and under which service code (spec 000 §7, spec 001 §3, §7): pure
 * functions of a catalogue entry, the call's request fields and the values of its request. Problems
 * are results, never throws, so that a screen can say what is wrong and keep the form as typed.
 */
import type { FieldInfo } from '@/api/generated/fields.ts';
import type { SigningEntry } from '@/api/generated/signing.ts';
import { isAmountText, toWire } from '../amount.ts';
import { amountInWords } from '../amount-words.ts';
import { toCapitalAmount } from '../capital-amount.ts';

export type Values = Readonly<Record<string, unknown>>;

/** Why no confirmation (and so no signature) can be built. */
export type SigningProblem =
  | { readonly problem: 'notSigned'; readonly operationId: string }
  | { readonly problem: 'noServiceCode'; readonly field?: string }
  | { readonly problem: 'missingField'; readonly field: string; readonly label: string }
  | { readonly problem: 'badValue'; readonly field: string; readonly label: string }
  | { readonly problem: 'foreignField'; readonly fields: readonly string[] }
  | { readonly problem: 'badLanguage'; readonly language: string };

/** The languages a confirmation is shown in, and so signed in (SIGN_LANG; absent: zh-CN). */
export const SIGNING_LANGUAGES = ['zh-CN', 'en-US'] as const;
export type SigningLanguage = (typeof SIGNING_LANGUAGES)[number];

/**
 * The language of the values a confirmation shows (issue 38): the signed text holds them as the user
 * saw them, so an en-US confirmation signs English enum labels and an English amount. `term` gives a
 * contract text (an enum label) in that language.
 */
export interface ShownLanguage {
  readonly language: SigningLanguage;
  readonly term: (text: string) => string;
}

/** The bank's own language: every value as the contract writes it. */
export const CHINESE: ShownLanguage = { language: 'zh-CN', term: (text) => text };

/** One row of the confirmation: the label, the value as shown, and the raw value when it is also signed after '#'. */
export interface ConfirmationRow {
  readonly label: string;
  readonly field: string;
  readonly shown: string;
  /** Present for the catalogue's `raw` rows: the value exactly as the request carries it. */
  readonly raw?: string;
}

const SERVICE_CODE = /^[0-9]{13}$/;

/**
 * The 13-digit service code of a call (spec 000 §7, spec 001 §7): the entry's default, or the code
 * its selector field (AUTH_TYPE: 1/2/0 for transAuthSubmit, 1/2 for fdConfirmationSign; AUTH_METHOD:
 * 1 loan chain, 2 order finance for the supply-chain calls) picks. A missing or unknown selector
 * value is a problem, never a guess.
 */
export function serviceCode(entry: SigningEntry, body: Values): { code: string } | { problem: 'noServiceCode' } {
  const rule = entry.serviceCode;
  let code: string | undefined;
  if ('default' in rule) {
    code = rule.default;
  } else {
    const selector = body[rule.by];
    const key = typeof selector === 'number' ? String(selector) : selector;
    // text or a number only; own keys only: '__proto__' or 'toString' select nothing
    code = typeof key === 'string' && Object.hasOwn(rule.codes, key) ? rule.codes[key] : undefined;
  }
  return code !== undefined && SERVICE_CODE.test(code) ? { code } : { problem: 'noServiceCode' };
}

/** A request value as text: strings as they are, finite numbers in JavaScript's shortest form; else undefined. */
export function valueText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (Number.isFinite(value)) return String(value);
  return undefined;
}

/**
 * An amount as the confirmation shows it: thousands separators and two decimals, and for yuan
 * (no currency, or CNY) the Chinese capital amount beside it in full-width brackets:
 * `12,500.00（壹万贰仟伍佰元整）`, in en-US the amount in words (`12,500.00 (CNY twelve thousand five
 * hundred and 00/100)`). In another currency the code follows instead (`8,800.00 USD`): the
 * capital form says 元. Undefined for anything that is not a non-negative amount within the
 * contract's Amount grammar (../amount.ts; spec 000 §5: the converter accepts only non-negative numbers).
 */
export function shownAmount(amount: string, currency?: string, language: SigningLanguage = 'zh-CN'): string | undefined {
  const wire = isAmountText(amount) ? toWire(amount) : undefined;
  if (wire === undefined) return undefined;
  const [whole = '0', fraction = ''] = wire.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimal = `${grouped}.${fraction}`;
  if (currency !== undefined && currency !== '' && currency !== 'CNY') return `${decimal} ${currency}`;
  let capital: string;
  try {
    if (language === 'en-US') return `${decimal} (CNY ${amountInWords(amount)})`;
    capital = toCapitalAmount(amount);
  } catch {
    return undefined; // too large for the capital form or the words
  }
  return `${decimal}（${capital}）`;
}

/** As shown: amounts formatted, enum values by their label in the language, the rest (account numbers whole) as is. */
function shownValue(
  text: string, info: FieldInfo | undefined, values: Values, shown: ShownLanguage,
): string | undefined {
  if (info?.ref === 'Amount') return shownAmount(text, valueText(values.CURRENCY), shown.language);
  const label = info?.enumLabels && Object.hasOwn(info.enumLabels, text) ? info.enumLabels[text] : undefined;
  return label === undefined ? text : shown.term(label);
}

/** A value the request carries (its own keys only): absent, null and '' all mean "not given". */
function given(values: Values, field: string): unknown {
  const value = Object.hasOwn(values, field) ? values[field] : undefined;
  return value === null || value === '' ? undefined : value;
}

/** A row's value as text and as shown, or the problem that it cannot be shown. */
function row(
  label: string, field: string, value: unknown, info: FieldInfo | undefined, values: Values, raw: boolean,
  language: ShownLanguage,
): ConfirmationRow | { problem: SigningProblem } {
  const text = valueText(value);
  const shown = text === undefined ? undefined : shownValue(text, info, values, language);
  if (text === undefined || shown === undefined) return { problem: { problem: 'badValue', field, label } };
  return raw ? { label, field, shown, raw: text } : { label, field, shown };
}

/**
 * The confirmation rows: the catalogue's rows in their order (spec 001 §3: label -> field, some also
 * signed raw), then every other field of the request that the request carries, in the contract's
 * order, labelled by its title, so that nothing is sent that the user did not see and sign (用途/附言
 * included). A catalogue row on a field the contract makes optional, left empty, is an empty row
 * (shown as 未填写; an empty value can only mean "not given": a form drops empty inputs); another
 * field left empty is no row. A catalogue row whose required field the request does not carry
 * (absent, null, empty), or any row whose value is something other than text or a number, is a
 * problem naming the row. Values show in the given language (the labels stay the contract's: the
 * dialog translates them, the text does not sign them).
 */
export function confirmRows(
  entry: SigningEntry,
  fields: readonly FieldInfo[],
  values: Values,
  language: ShownLanguage = CHINESE,
): { rows: ConfirmationRow[] } | { problem: SigningProblem } {
  const rows: ConfirmationRow[] = [];
  const byName = new Map(fields.map((f) => [f.name, f]));
  const inCatalogue = new Set<string>();
  for (const { label, field, raw } of entry.confirm) {
    inCatalogue.add(field);
    const value = given(values, field);
    const info = byName.get(field);
    if (value === undefined) {
      if (info && info.required !== true) {
        rows.push(raw ? { label, field, shown: '', raw: '' } : { label, field, shown: '' });
        continue;
      }
      return { problem: { problem: 'missingField', field, label } };
    }
    const built = row(label, field, value, info, values, raw === true, language);
    if ('problem' in built) return built;
    rows.push(built);
  }
  for (const info of fields) {
    const value = given(values, info.name);
    if (inCatalogue.has(info.name) || value === undefined) continue;
    const built = row(info.title, info.name, value, info, values, false, language);
    if ('problem' in built) return built;
    rows.push(built);
  }
  return { rows };
}

/**
 * The request's fields that are neither the call's own (the contract's request fields) nor one of
 * the given shared ones (common fields, signature fields): what a request must not carry, since no
 * confirmation row shows it and no signature covers it.
 */
export function foreignFields(fields: readonly FieldInfo[], values: Values, shared: ReadonlySet<string>): string[] {
  const own = new Set(fields.map((f) => f.name));
  return Object.keys(values).filter((name) => !own.has(name) && !shared.has(name));
}

/** The problem in Chinese, for the user. */
export function problemMessage(problem: SigningProblem, entry?: SigningEntry): string {
  switch (problem.problem) {
    case 'notSigned':
      return `交易 ${problem.operationId} 不在签名目录中，无法签名`;
    case 'noServiceCode': {
      const by = entry && 'by' in entry.serviceCode ? entry.serviceCode.by : problem.field;
      return by ? `无法确定服务码：${by} 未填写或不在签名目录中` : '无法确定服务码';
    }
    case 'missingField':
      return `确认信息缺少“${problem.label}”（${problem.field}），无法签名`;
    case 'badValue':
      return `“${problem.label}”（${problem.field}）的值无法显示，无法签名`;
    case 'foreignField':
      return `请求含有确认信息之外的字段（${problem.fields.join('、')}），无法签名`;
    case 'badLanguage':
      return `不支持的签名语言（${problem.language}），无法签名`;
  }
}
