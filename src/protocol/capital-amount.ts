/**
 * The Chinese capital amount (spec 000 §5): part of the protocol, since the canonical signing text
 * carries it (./signing/rules.ts shownAmount) and the portal and the gateway must write it alike; the
 * forms show it beside an amount too. Its limits are the contract's Amount (./amount.ts). Pure.
 */
import { AMOUNT } from './amount.ts';

const DIGITS = ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'];
const SMALL_UNITS = ['', '拾', '佰', '仟'];
const GROUP_UNITS = ['', '万', '亿', '万亿'];

function groupToCapital(group: string): string {
  let out = '';
  let zero = false;
  const digits = group.padStart(4, '0');
  for (let i = 0; i < 4; i++) {
    const d = Number(digits[i]);
    if (d === 0) {
      zero = out !== '';
    } else {
      if (zero) out += '零';
      out += `${DIGITS[d] ?? ''}${SMALL_UNITS[3 - i] ?? ''}`;
      zero = false;
    }
  }
  return out;
}

/**
 * The Chinese capital amount of a non-negative number of yuan (spec 000 §5), e.g. 1005.20 →
 * 壹仟零伍元贰角整. Anything else (negative, not a number, more than two decimals, ≥ 10^16) is an
 * error with a clear message: an amount on a bank form is never guessed.
 */
export function toCapitalAmount(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const decimals = new RegExp(`^\\d+(\\.\\d{1,${String(AMOUNT.decimals)}})?$`);
  if (!decimals.test(text)) {
    const places = AMOUNT.decimals === 1 ? '一' : '两'; // the contract's Amount has one or two decimals
    throw new RangeError(`大写金额只能转换非负金额（最多${places}位小数）：${JSON.stringify(value)}`);
  }
  const [rawWhole = '0', rawFraction = ''] = text.split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole.length > AMOUNT.integerDigits) throw new RangeError(`金额过大，无法转换：${text}`);
  const fraction = rawFraction.padEnd(2, '0');
  let yuan = '';
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 4) groups.unshift(whole.slice(Math.max(0, end - 4), end));
  let pendingZero = false;
  groups.forEach((group, i) => {
    const unit = GROUP_UNITS[groups.length - 1 - i] ?? '';
    if (Number(group) === 0) {
      pendingZero = yuan !== '';
      return;
    }
    if (pendingZero || (yuan !== '' && group.startsWith('0'))) yuan += '零';
    yuan += groupToCapital(group) + unit;
    pendingZero = false;
  });
  const jiao = Number(fraction[0]);
  const fen = Number(fraction[1]);
  if (yuan === '' && jiao === 0 && fen === 0) return '零元整';
  let out = yuan ? `${yuan}元` : '';
  if (jiao === 0 && fen === 0) return `${out}整`;
  if (jiao > 0) out += `${DIGITS[jiao] ?? ''}角`;
  else if (yuan) out += '零';
  if (fen > 0) out += `${DIGITS[fen] ?? ''}分`;
  else out += '整';
  return out;
}
