/**
 * The name an uploaded file keeps (issue 50 item 4): the portal sends it, shows it, and the gateway
 * stores and echoes it (FILE_FULL_PATH), so a name such as `../../../../etc/cron.d/x.csv` must come
 * out as `x.csv` everywhere. NFKC first (a full-width `／` is a slash to a later system), then the base
 * name after the last `/` or `\`, then an allowlist: Chinese characters, ASCII letters and digits,
 * `.`, `-`, `_`, `(` and `)`; anything else becomes `_`, runs of `_` and of `.` shrink to one, and the
 * name never starts with `.`, `-` or `_` (no hidden file, no option: `.csv` is `file.csv`). At most
 * 100 characters, an extension of up to 8 kept. Pure: the portal and the mock gateway share it.
 */

export const MAX_FILE_NAME = 100;

const NOT_ALLOWED = /[^\p{Script=Han}A-Za-z0-9.\-_()]/gu;

/** A file name reduced to its base name and the allowlist; `file` when nothing is left. */
export function safeFileName(name: string): string {
  const base = name.normalize('NFKC').split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(NOT_ALLOWED, '_')
    .replace(/_+/g, '_')
    .replace(/\.+/g, '.')
    .replace(/[._]+$/, '')
    .replace(/^[_-]+/, '');
  // a name that was its extension alone (`.csv`, `../.csv`) keeps it: file.csv
  const named = cleaned === '' || cleaned.startsWith('.') ? `file${cleaned}` : cleaned;
  const chars = Array.from(named);
  if (chars.length <= MAX_FILE_NAME) return named;
  const dot = named.lastIndexOf('.');
  const extension = dot > 0 && named.length - dot <= 9 ? named.slice(dot) : '';
  return `${chars.slice(0, MAX_FILE_NAME - extension.length).join('')}${extension}`;
}
