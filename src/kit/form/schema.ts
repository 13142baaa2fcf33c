/**
 * A form's validation from the operation's generated zod schema (src/api/generated/sdk/zod.gen.ts):
 * the request's own fields, taken out of its intersection with the common and signature parts, with
 * Chinese messages that name the field (zod's zh-CN messages for anything else). Empty inputs are
 * "not given". Pure.
 */
import { z } from 'zod';
import '@/api/zod-setup.ts';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { firstInvisible } from '@/protocol/signing/characters.ts';
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
 * Why a free-text value is refused: a control, bidi or other invisible character (U+202E would show a
 * name reversed in the confirmation; issue "signed once, booked once" 4). Undefined when it is fine.
 */
export function invisibleMessage(field: FieldInfo, value: unknown): string | undefined {
  if (!FREE_TEXT.has(fieldKind(field)) || typeof value !== 'string') return undefined;
  const found = firstInvisible(value);
  return found ? `${field.title}不能包含控制字符或不可见字符（${found}），请删除后重新输入` : undefined;
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
    if (typeof value === 'string') out[name] = padAmount(value);
  }
  return out;
}

/** Form values without the empty ones: an empty input is a field not given. */
export function dropEmpty(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined && v !== null));
}

const FORMAT_MESSAGES: Partial<Record<FieldKind, string>> = {
  amount: '请输入正确的金额，最多两位小数',
  payerAccount: '请选择付款账号',
  accountNo: '请输入正确的账号（10–32 位数字）',
  date: '请选择正确的日期',
  phone: '请输入正确的手机号码',
  idNumber: '请输入正确的证件号码',
  digits: '只能输入数字',
};

interface Issue {
  code?: string;
  path?: PropertyKey[];
  input?: unknown;
  maximum?: unknown;
  minimum?: unknown;
}

/** The Chinese message for one issue on a form field; undefined leaves zod's zh-CN message. */
export function messageFor(issue: Issue, field: FieldInfo | undefined): string | undefined {
  if (!field) return undefined;
  const kind = fieldKind(field);
  const title = field.title;
  if (issue.code === 'invalid_type' && issue.input === undefined) return `${isChosen(kind) ? '请选择' : '请输入'}${title}`;
  if (issue.code === 'invalid_format') return FORMAT_MESSAGES[kind] ?? `${title}格式不正确`;
  if (issue.code === 'invalid_value') return `请选择${title}`;
  if (issue.code === 'too_big' && typeof issue.maximum === 'number') return `${title}最多 ${String(issue.maximum)} 个字符`;
  if (issue.code === 'too_small' && typeof issue.minimum === 'number') return `${title}至少 ${String(issue.minimum)} 个字符`;
  return undefined;
}

/** The error map for a form: each issue in Chinese, by the field it is on. */
export function formErrors(fields: readonly FieldInfo[]): (issue: Issue) => string | undefined {
  const byName = new Map(fields.map((f) => [f.name, f]));
  return (issue) => messageFor(issue, byName.get(String(issue.path?.[0] ?? '')));
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
        ctx.addIssue({ code: 'custom', path: [end], message: `${byName.get(end)?.title ?? end}不能早于${byName.get(start)?.title ?? start}` });
      }
    }
  });
  const amounts = fields.filter((f) => fieldKind(f) === 'amount').map((f) => f.name);
  return z.preprocess((v) => (v && typeof v === 'object' ? padAmounts(dropEmpty(v as Record<string, unknown>), amounts) : v), checked);
}
