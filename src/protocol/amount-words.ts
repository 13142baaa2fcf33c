/**
 * An amount in English words, as a cheque writes it (issue 38): the English counterpart of the Chinese
 * capital amount (./capital-amount.ts), in the protocol because an en-US confirmation signs it
 * (./signing/rules.ts shownAmount) and the portal and the gateway must write it alike. Pure.
 *
 *   12500.5  -> "twelve thousand five hundred and 50/100"
 *   0.08     -> "zero and 08/100"
 *   1000000  -> "one million and 00/100"
 */
import { AMOUNT, isAmountText, toWire } from './amount.ts';

const ONES = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
/** Short scale, as American English counts: 10^3 … 10^15 (the contract's Amount has at most 16 integer digits). */
const SCALES = ['', 'thousand', 'million', 'billion', 'trillion', 'quadrillion'];

/** 1..999 in words: "five hundred forty-two". */
function hundreds(n: number): string {
  const words: string[] = [];
  const h = Math.floor(n / 100);
  const rest = n % 100;
  if (h > 0) words.push(`${ONES[h] ?? ''} hundred`);
  if (rest >= 20) words.push(rest % 10 === 0 ? (TENS[rest / 10] ?? '') : `${TENS[Math.floor(rest / 10)] ?? ''}-${ONES[rest % 10] ?? ''}`);
  else if (rest > 0) words.push(ONES[rest] ?? '');
  return words.join(' ');
}
/**
 * The words of a non-negative amount within the contract's Amount grammar (./amount.ts: its integer
 * digits and decimals), the cents as a fraction of 100; anything else (negative, a decimal too many,
 * too large, not a number) throws a RangeError, as the capital amount does.
 */
export function amountInWords(amount: string): string {
  const wire = isAmountText(amount) ? toWire(amount) : undefined;
  if (wire === undefined) throw new RangeError(`not an amount: ${amount}`);
  const [whole = '0', fraction = ''] = wire.split('.');
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  const words = groups
    .map((group, i) => ({ value: Number(group), scale: SCALES[groups.length - 1 - i] ?? '' }))
    .filter((g) => g.value > 0)
    .map((g) => (g.scale ? `${hundreds(g.value)} ${g.scale}` : hundreds(g.value)));
  return `${words.length > 0 ? words.join(' ') : 'zero'} and ${fraction}/${String(10 ** AMOUNT.decimals)}`;
}
