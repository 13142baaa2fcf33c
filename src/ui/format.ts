/** Display helpers (spec 000 §5, §9). Pure. */

/** A card or account number showing its first 4 and last 4 digits (spec 000 §5). */
export function maskCard(cardNo: string): string {
  const digits = cardNo.replace(/\s/g, '');
  if (digits.length <= 8) return digits;
  return `${digits.slice(0, 4)}${'*'.repeat(digits.length - 8)}${digits.slice(-4)}`;
}

/** A name longer than 6 characters, shortened to its first 6 and an ellipsis (spec 000 §5). */
export function shortenName(name: string, max = 6): string {
  const chars = Array.from(name); // by code point: a Chinese name is not cut inside a character
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}

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
  if (!/^\d+(\.\d{1,2})?$/.test(text)) {
    throw new RangeError(`大写金额只能转换非负金额（最多两位小数）：${JSON.stringify(value)}`);
  }
  const [rawWhole = '0', rawFraction = ''] = text.split('.');
  const whole = rawWhole.replace(/^0+(?=\d)/, '');
  if (whole.length > 16) throw new RangeError(`金额过大，无法转换：${text}`);
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
