/**
 * The amount of a batch file's line (issue 37, spec 000 §7 upload): what people type in a spreadsheet
 * (12345, 1,234.5, full-width １２３４５．６, a leading ¥) to the wire form with exactly two decimals,
 * and back and forth to whole cents as a BigInt, so the batch total has no float error. The batch
 * file's own rule, not the form input's (src/ui/input.ts): the file is also checked by the mock
 * gateway in Node, and the protocol layer imports nothing of ui. The grammar (integer digits,
 * decimals) is the contract's Amount (../amount.ts, issue 48 item 5). Pure.
 */
import { AMOUNT, fromMinor, isWireAmount, toMinor } from '../amount.ts';

/** Full-width digits, point and comma (U+FF10–FF19, U+FF0E, U+FF0C) to ASCII: GBK spreadsheets hold them. */
export function halfWidth(text: string): string {
  return text.replace(/[\uFF10-\uFF19\uFF0E\uFF0C]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0));
}

/**
 * The wire form (`12345.60`) of an amount as typed, or undefined when it is not a transfer amount:
 * letters, a sign, zero, more decimals or integer digits than the contract's Amount allows, nothing. Thousands
 * separators must group by three: `1,50` is refused rather than read as 150, since in much of the
 * world it means 1.5, and an amount on a bank instruction is never guessed.
 */
export function wireAmount(typed: string): string | undefined {
  let text = halfWidth(typed).trim();
  if (/^[¥￥]/.test(text)) text = text.slice(1).trim();
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return undefined;
  const whole = (match[1] ?? '').replace(/,/g, '').replace(/^0+(?=\d)/, '');
  const fraction = match[2] ?? '';
  if (fraction.length > AMOUNT.decimals) return undefined;
  const wire = `${whole}.${fraction.padEnd(AMOUNT.decimals, '0')}`;
  if (!isWireAmount(wire) || toMinor(wire) === 0n) return undefined;
  return wire;
}

/** Whole cents of a wire amount (`12345.60` → 1234560n); anything not in the wire form is an error. */
export const amountCents = (wire: string): bigint => toMinor(wire);

/** The wire form of whole cents (1234560n → `12345.60`); a negative sum keeps its sign. */
export const centsToWire = (cents: bigint): string => fromMinor(cents);
