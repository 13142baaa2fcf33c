/**
 * Input filters (spec 000 §5): each takes what the user typed and returns what the field keeps.
 * Pure; the input components call them on change. amountNote says why in the current language.
 */
import { i18n } from '@/i18n/index.ts';

/** Full-width digits and points (a Chinese input method's) as ASCII: "１２．５" -> "12.5". */
export function halfWidth(raw: string): string {
  return raw.replace(/[\uff10-\uff19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/[\uff0e\u3002]/g, '.');
}

/**
 * Amount input: digits and one decimal point, no leading zeros, at most `decimals` places
 * (default 2, spec 000 §5) and at most `integerDigits` before the point (the kit passes the contract's
 * Amount grammar, src/protocol/amount.ts). "0.5" stays; "007" becomes "7"; "1.2.3" keeps the first
 * point; full-width digits count (issue 38); a ¥ sign, group commas and anything else drop.
 */
export function filterAmount(raw: string, decimals = 2, integerDigits = Number.POSITIVE_INFINITY): string {
  let out = halfWidth(raw).replace(/[^\d.]/g, '');
  const point = out.indexOf('.');
  if (point >= 0) out = out.slice(0, point + 1) + out.slice(point + 1).replace(/\./g, '');
  if (decimals <= 0) out = out.replace(/\..*$/, '');
  const [rawWhole = '', fraction] = out.split('.');
  let whole = rawWhole.replace(/^0+(?=\d)/, '').slice(0, integerDigits);
  if (whole === '' && fraction !== undefined) whole = '0';
  if (fraction === undefined) return whole;
  return `${whole}.${fraction.slice(0, decimals)}`;
}

/**
 * An amount as the wire carries it (the contract's Amount: exactly `decimals` places), from what the
 * amount filter kept: "12345.6" -> "12345.60", "12345" -> "12345.00", "12." -> "12.00" (issue 38:
 * people do not type the trailing zeros). Anything else, "" included, stays as it is.
 */
export function padAmount(value: string, decimals = 2): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(value);
  if (!match || decimals <= 0) return value;
  const [, whole = '', fraction = ''] = match;
  return `${whole}.${fraction.padEnd(decimals, '0')}`; // more places stay (padEnd does not cut): the schema refuses them
}

/**
 * Why the amount filter did not keep all that was typed, said beside the field (issue 38: a refused
 * character is never dropped in silence): a minus sign, a letter, a second point, a third decimal.
 * A ¥ sign, group commas and spaces are how people write amounts: they drop without a word.
 */
export function amountNote(raw: string, decimals = 2, integerDigits = Number.POSITIVE_INFINITY): string | undefined {
  const text = halfWidth(raw).replace(/^\s*[¥￥]/, '').replace(/[,，\s]/g, '');
  if (text.includes('-')) return i18n.t('amount.negative');
  if (/[^\d.]/.test(text)) return i18n.t('amount.digitsOnly');
  const points = text.split('.').length - 1;
  if (points > 1) return i18n.t('amount.onePoint');
  if (points === 1 && (text.split('.')[1] ?? '').length > decimals) return i18n.t('amount.decimals', { decimals });
  if ((text.split('.')[0] ?? '').replace(/^0+(?=\d)/, '').length > integerDigits) return i18n.t('amount.integerDigits', { digits: integerDigits });
  return undefined;
}

export const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');
export const lettersAndDigits = (raw: string): string => raw.replace(/[^A-Za-z0-9]/g, '');
/** Letters, digits and Chinese characters (the CJK unified ideographs). */
export const lettersDigitsChinese = (raw: string): string => raw.replace(/[^A-Za-z0-9\u4e00-\u9fa5]/g, '');
/** Strips special characters: keeps letters, digits, Chinese and spaces. */
export const stripSpecial = (raw: string): string => raw.replace(/[^A-Za-z0-9\u4e00-\u9fa5 ]/g, '');
export const stripChinese = (raw: string): string => raw.replace(/[\u4e00-\u9fa5]/g, '');
export const upperCase = (raw: string): string => raw.toUpperCase();
