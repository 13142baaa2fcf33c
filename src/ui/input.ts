/**
 * Input filters (spec 000 §5): each takes what the user typed and returns what the field keeps.
 * Pure; the input components call them on change.
 */

/**
 * Amount input: digits and one decimal point, no leading zeros, at most `decimals` places
 * (default 2). "0.5" stays; "007" becomes "7"; "1.2.3" keeps the first point.
 */
export function filterAmount(raw: string, decimals = 2): string {
  let out = raw.replace(/[^\d.]/g, '');
  const point = out.indexOf('.');
  if (point >= 0) out = out.slice(0, point + 1) + out.slice(point + 1).replace(/\./g, '');
  if (decimals <= 0) out = out.replace(/\..*$/, '');
  const [rawWhole = '', fraction] = out.split('.');
  let whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole === '' && fraction !== undefined) whole = '0';
  if (fraction === undefined) return whole;
  return `${whole}.${fraction.slice(0, decimals)}`;
}

export const digitsOnly = (raw: string): string => raw.replace(/\D/g, '');
export const lettersAndDigits = (raw: string): string => raw.replace(/[^A-Za-z0-9]/g, '');
/** Letters, digits and Chinese characters (the CJK unified ideographs). */
export const lettersDigitsChinese = (raw: string): string => raw.replace(/[^A-Za-z0-9\u4e00-\u9fa5]/g, '');
/** Strips special characters: keeps letters, digits, Chinese and spaces. */
export const stripSpecial = (raw: string): string => raw.replace(/[^A-Za-z0-9\u4e00-\u9fa5 ]/g, '');
export const stripChinese = (raw: string): string => raw.replace(/[\u4e00-\u9fa5]/g, '');
export const upperCase = (raw: string): string => raw.toUpperCase();
