/**
 * TEST-ONLY (imported by software-signer.ts alone, so a production build has none of it): the step a
 * real U盾 takes on screen, made visible for testers (issue 49 item 7). A real key prompts for its PIN
 * in its own window when it signs; the software key signs silently, so testers did not see where that
 * happens. It says "测试签名：已使用测试证书签名" in a strip of its own above the page and its dialogs,
 * as the key's own window would be, for a few seconds. Built with the DOM (text only, styles through
 * the CSSOM: nothing the Content-Security-Policy or Trusted Types refuse).
 */
import { i18n } from '@/i18n/index.ts';

export const TEST_SIGNING_STEP_ID = 'eis-test-signing-step';
/** How long the step stays in view. */
export const TEST_SIGNING_STEP_MS = 4000;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Shows (or renews) the step in `doc`; it goes again after TEST_SIGNING_STEP_MS. */
export function showTestSigningStep(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  if (!doc?.body) return;
  let step = doc.getElementById(TEST_SIGNING_STEP_ID);
  if (!step) {
    step = doc.createElement('div');
    step.id = TEST_SIGNING_STEP_ID;
    step.setAttribute('role', 'status');
    step.dataset.testid = 'test-signing-step';
    Object.assign(step.style, {
      position: 'fixed', top: '2rem', left: '50%', transform: 'translateX(-50%)', zIndex: '2147483646',
      padding: '0.5rem 1rem', borderRadius: '0.375rem', background: '#1f2937', color: '#ffffff',
      fontSize: '0.875rem', boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)', pointerEvents: 'none', maxWidth: 'calc(100vw - 2rem)',
    });
    doc.body.append(step);
  }
  step.textContent = i18n.t('signing.testSigned');
  if (timer !== undefined) clearTimeout(timer);
  const shown = step;
  timer = setTimeout(() => {
    shown.remove();
    timer = undefined;
  }, TEST_SIGNING_STEP_MS);
}
