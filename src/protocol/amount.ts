/**
 * One amount grammar, the contract's (issue 48 item 5): `Amount` carries at most `integerDigits`
 * integer digits and exactly `decimals` decimals on the wire, as generated from its pattern
 * (generators/amount.ts). The form's input filter and schema, the batch-file reader, the signing rows,
 * the capital and English words and the mock bank read their limits here, so a change of the pattern
 * changes every one of them. Amounts are counted in minor units (fen) as BigInt: 15 integer digits are
 * beyond a float's exact range. Pure.
 */
import { AMOUNT_GRAMMAR } from '@/api/generated/amount.ts';

export interface AmountGrammar {
  readonly integerDigits: number;
  readonly decimals: number;
}

/** The contract's grammar. */
export const AMOUNT: AmountGrammar = AMOUNT_GRAMMAR;

const wirePattern = (g: AmountGrammar) => new RegExp(`^(0|[1-9][0-9]{0,${String(g.integerDigits - 1)}})\\.[0-9]{${String(g.decimals)}}$`);
const WIRE = wirePattern(AMOUNT);

/** Whether a value is an amount as the wire carries it (`12500.00`): the contract's pattern. */
export function isWireAmount(value: unknown, grammar: AmountGrammar = AMOUNT): value is string {
  return typeof value === 'string' && (grammar === AMOUNT ? WIRE : wirePattern(grammar)).test(value);
}

/**
 * Whether a text is an amount the grammar allows with at most its decimals (`12500`, `12500.5`,
 * `12500.50`): what a confirmation may show and the words may read.
 */
export function isAmountText(text: string, grammar: AmountGrammar = AMOUNT): boolean {
  const m = /^(0|[1-9][0-9]*)(?:\.([0-9]+))?$/.exec(text);
  return m !== null && (m[1] ?? '').length <= grammar.integerDigits && (m[2] ?? '').length <= grammar.decimals;
}

/** An amount text (isAmountText) in the wire form: `12345.6` -> `12345.60`; undefined when it is none. */
export function toWire(text: string, grammar: AmountGrammar = AMOUNT): string | undefined {
  if (!isAmountText(text, grammar)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(grammar.decimals, '0')}`;
}

/** Minor units of a wire amount (`12345.60` -> 1234560n); anything not in the wire form is a RangeError. */
export function toMinor(wire: string, grammar: AmountGrammar = AMOUNT): bigint {
  if (!isWireAmount(wire, grammar)) throw new RangeError(`不是报文金额格式：${JSON.stringify(wire)}`);
  return BigInt(wire.replace('.', ''));
}

/** The wire form of minor units (1234560n -> `12345.60`); a negative sum keeps its sign. */
export function fromMinor(minor: bigint, grammar: AmountGrammar = AMOUNT): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(grammar.decimals + 1, '0');
  return `${sign}${digits.slice(0, -grammar.decimals)}.${digits.slice(-grammar.decimals)}`;
}

/** The largest amount the grammar allows (`999999999999999.99`). */
export function largestAmount(grammar: AmountGrammar = AMOUNT): string {
  return `${'9'.repeat(grammar.integerDigits)}.${'9'.repeat(grammar.decimals)}`;
}

/** An amount with thousands separators (`1234567.5` -> `1,234,567.5`), its decimals as given. */
export function grouped(text: string): string {
  const [whole = '', fraction] = text.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
}
