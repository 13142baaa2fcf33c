/**
 * The shell's parts that only a logged-in user has, loaded together with the login, not in the first
 * paint (issue 51 item 6): Safe Exit in the header and the idle lock (src/shell/signed-in.ts).
 */
export { IdleLock } from './IdleLock.tsx';
export { SafeExit } from './SafeExit.tsx';
