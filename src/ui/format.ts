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

/** 1285630.45 -> 1,285,630.45; anything that is not an amount stays as sent. */
export function groupAmount(value: string): string {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(value);
  if (!m) return value;
  return `${m[1] ?? ''}${(m[2] ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${m[3] ?? ''}`;
}
