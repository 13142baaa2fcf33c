/**
 * localStorage / sessionStorage when the page may use them: undefined outside a browser, and when
 * the browser refuses access (some privacy modes throw on the property itself).
 */
export function browserStorage(kind: 'local' | 'session'): Storage | undefined {
  try {
    if (kind === 'local') return typeof localStorage === 'undefined' ? undefined : localStorage;
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    return undefined;
  }
}
