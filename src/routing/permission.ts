/**
 * The permission rule (spec 000 §6, spec 001 §6): a user field (USER_INDVATTELVL unless another is
 * named) compared with a semicolon-separated allowed list. Pure.
 */
export function isPermitted(value: string | undefined, allowed: string): boolean {
  if (!value) return false; // an empty level never matches, not even an empty entry of the list
  return allowed.split(';').map((s) => s.trim()).includes(value);
}

/** Where a click without permission goes: the 401 page in the cover layout. */
export const NO_PERMISSION_PATH = '/error/401?layout=cover';
