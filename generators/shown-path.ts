/**
 * A file's path as a message shows it: relative to the working folder when the file is inside it
 * (what a developer reads and opens), its absolute path when it is not. A path that climbs out
 * (`../../eis-fixtures/bad.yaml`) means something only from the folder it was made in. Pure.
 */
import { isAbsolute, relative, sep } from 'node:path';

export function shownPath(file: string, cwd: string = process.cwd()): string {
  const inside = relative(cwd, file);
  if (inside === '' || isAbsolute(inside) || inside === '..' || inside.startsWith(`..${sep}`)) return file;
  return inside;
}
