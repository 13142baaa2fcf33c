/**
 * Whether the page is in a frame: for the shell's layout (Shell.tsx) and, before any of the app's
 * code has loaded, for the splash (app/boot.ts). Kept apart from meta.ts so that the page's entry
 * carries only this.
 */
export function isFramed(win: Window = window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    return true; // a cross-origin top throws on some browsers: framed
  }
}
