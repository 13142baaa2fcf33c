/**
 * Signing through a Signer, with the developer toggle `eis.dev.signLog` (spec 000 §7: sign logging
 * toggled from local storage): when it is '1', the service code and the canonical text go to the
 * console before the key signs; otherwise nothing is logged.
 */
import { type DevToggles, readDevToggles } from '@/api/dev-toggles.ts';
import type { Signer } from './signer.ts';

export interface SignLogOptions {
  toggles?: () => DevToggles;
  log?: (...data: unknown[]) => void;
}

export function signLogged(
  signer: Signer,
  text: string,
  serviceCode: string,
  options: SignLogOptions = {},
): Promise<string> {
  const toggles = options.toggles ?? (() => readDevToggles());
  // development and test builds only: a production build folds this to false and carries no sign log
  // (issue 15 finding 3; the same condition as readDevToggles)
  if ((import.meta.env.DEV || import.meta.env.MODE === 'test') && toggles().signLog) {
    const log = options.log ?? ((...data: unknown[]) => {
      console.info(...data);
    });
    log('[eis.dev.signLog]', { serviceCode, text });
  }
  return signer.sign(text);
}
