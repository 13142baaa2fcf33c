/**
 * A form's validation from the operation's generated zod schema (src/api/generated/sdk/zod.gen.ts):
 * the request's own fields, taken out of its intersection with the common and signature parts, with
 * messages that name the field (zod's own messages for anything else: zh-CN, or English in another
 * language), worded in the current language when the form is checked (i18n.t, the field's title
 * through i18n.term). Empty inputs are "not given". Pure but for the language.
 */
import { z } from 'zod';
import '@/api/zod-setup.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { i18n } from '@/i18n/index.ts';
import { refusedCharacter } from '@/protocol/characters.ts';
import { AMOUNT } from '@/protocol/amount.ts';
import { padAmount } from '@/ui/input.ts';
import { type FieldKind, fieldKind, isChosen } from '../fields/kind.ts';

z.config(z.locales.zhCN());

type Shape = Record<string, z.ZodType>;

/** The object shapes of a schema made of `.and()` intersections of objects. */
function shapes(schema: z.ZodType): Shape[] {
  if (schema instanceof z.ZodObject) return [schema.shape];
  if (schema instanceof z.ZodIntersection) {
    const def = schema.def as unknown as { left: z.ZodType; right: z.ZodType };
    return [...shapes(def.left), ...shapes(def.right)];
  }
  return [];
}

/**
 * A password as the user types it: the contract's field is the control's ciphertext, made from this
 * at submit (src/kit/form/password.ts). The length is provisional (the spec gives no password rule).
 */
export const PLAIN_PASSWORD = z.string().min(6).max(32);

/** Free text the user types (names, remarks...): no pattern of the contract refuses a control character in them. */
const FREE_TEXT: ReadonlySet<FieldKind> = new Set(['text', 'longText']);

/**
 * Why a free-text value is refused by the character policy (src/protocol/characters.ts): a control,
 * bidi, invisible or blank character (U+202E would show a name reversed in the confirmation; issue
 * "signed once, booked once" 4, issue 50 item 1), or a right-to-left letter in Chinese text.
 * Undefined when it is fine.
 */
export function invisibleMessage(field: FieldInfo, value: unknown): string | undefined {
  if (!FREE_TEXT.has(fieldKind(field)) || typeof value !== 'string') return undefined;
  const refused = refusedCharacter(value);
  if (!refused) return undefined;
  return i18n.t(refused.kind === 'invisible' ? 'kit.form.invisible' : 'kit.form.rightToLeft', { title: i18n.term(field.title), found: refused.found });
}

/**
 * The generated request schema cut down to the named fields (the ones the form and the screen fill);
 * a password field takes the typed password's rule instead of its ciphertext's.
 */
export function ownObject(body: z.ZodType, fields: readonly FieldInfo[]): z.ZodObject {
  const picked: Shape = {};
  for (const shape of shapes(body)) {
    for (const f of fields) {
      const field = shape[f.name];
      if (!field) continue;
      if (fieldKind(f) === 'password') picked[f.name] = f.required ? PLAIN_PASSWORD : PLAIN_PASSWORD.optional();
      else if (FREE_TEXT.has(fieldKind(f))) picked[f.name] = visibleOnly(field, f);
      else picked[f.name] = field;
    }
  }
  return z.object(picked);
}

/** A free-text field's schema that also refuses invisible characters (invisibleMessage), with the field. */
function visibleOnly(field: z.ZodType, f: FieldInfo): z.ZodType {
  return field.superRefine((value, ctx) => {
    const message = invisibleMessage(f, value);
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** The amount fields' values with their two decimals, as the wire wants them (padAmount; issue 38). */
export function padAmounts(values: Record<string, unknown>, amounts: readonly string[]): Record<string, unknown> {
  const out = { ...values };
  for (const name of amounts) {
    const value = out[name];
    if (typeof value === 'string') out[name] = padAmount(value, AMOUNT.decimals);
  }
  return out;
}

/** Form values without the empty ones: an empty input is a field not given. */
export function dropEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

/** The catalogue keys of the format messages, by the field's kind. */
const FORMAT_MESSAGES: Partial<Record<FieldKind, string>> = {
  amount: 'kit.form.amount',
  payerAccount: 'kit.form.choosePayer',
  accountNo: 'kit.form.accountNo',
  date: 'kit.form.date',
  phone: 'kit.form.phone',
  idNumber: 'kit.form.idNumber',
  digits: 'kit.form.digits',
};

interface Issue {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  maximum?: unknown;
  minimum?: unknown;
}

/** The message for one issue on a form field, in the current language; undefined leaves zod's message. */
export function messageFor(issue: Issue, field: FieldInfo | undefined): string | undefined {
  if (!field) return undefined;
  const kind = fieldKind(field);
  const title = i18n.term(field.title);
  if (issue.code === 'invalid_type' && issue.input === undefined) return i18n.t(isChosen(kind) ? 'kit.form.chooseField' : 'kit.form.enterField', { title });
  if (issue.code === 'invalid_format') {
    const format = FORMAT_MESSAGES[kind];
    return format ? i18n.t(format) : i18n.t('kit.form.badFormat', { title });
  }
  if (issue.code === 'invalid_value') return i18n.t('kit.form.chooseField', { title });
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return i18n.t('kit.form.tooLong', { title, max: issue.maximum });
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return i18n.t('kit.form.tooShort', { title, min: issue.minimum });
  return undefined;
}

/** zod's English messages: what a language other than zh-CN shows for an issue the kit does not word. */
const zodEnglish = z.locales.en().localeError;

/** The error map for a form: each issue in the current language, by the field it is on. */
export function formErrors(fields: readonly FieldInfo[]): z.core.$ZodErrorMap {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (issue) => {
    const own = messageFor(issue, byName.get(String(issue.path?.[0] ?? '')));
    if (own !== undefined || i18n.language === 'zh-CN') return own;
    const english = zodEnglish(issue);
    return typeof english === 'string' ? english : english?.message;
  };
}

/** Fields whose names pair as a date range: START_X/END_X, X_START/X_END, BEGIN_X/END_X. */
export function dateRanges(fields: readonly FieldInfo[]): Array<[string, string]> {
  const dates = new Set(fields.filter((f) => fieldKind(f) === 'date').map((f) => f.name));
  const pairs: Array<[string, string]> = [];
  for (const start of dates) {
    const end = start.replace(/^(START|BEGIN)_/, 'END_').replace(/_(START|BEGIN)(_DATE)?$/, '_END$2');
    if (end !== start && dates.has(end)) pairs.push([start, end]);
  }
  return pairs;
}

/**
 * The form's schema: the request's own fields as the contract types them, free text without control
 * or bidi characters, a date range's end not before its start, empty inputs dropped first.
 */
export function formSchema(body: z.ZodType, fields: readonly FieldInfo[]): z.ZodType<Record<string, unknown>> {
  const object = ownObject(body, fields);
  const ranges = dateRanges(fields);
  const byName = new Map(fields.map((f) => [f.name, f]));
  const checked = object.superRefine((value, ctx) => {
    const v = value;
    for (const [start, end] of ranges) {
      const a = v[start];
      const b = v[end];
      if (typeof a === 'string' && typeof b === 'string' && a > b) {
        const named = (name: string) => {
          const title = byName.get(name)?.title;
          return title === undefined ? name : i18n.term(title);
        };
        ctx.addIssue({ code: 'custom', path: [end], message: i18n.t('kit.form.dateOrder', { end: named(end), start: named(start) }) });
      }
    }
  });
  const amounts = fields.filter((f) => fieldKind(f) === 'amount').map((f) => f.name);
  return z.preprocess((v) => (v && typeof v === 'object' ? padAmounts(dropEmpty(v as Record<string, unknown>), amounts) : v), checked);
}
