// The unit files share one DOM (vitest.config.ts: isolate false): what code outside React leaves on
// the page, such as the test signer's step strip (role="status", issue 49 item 7), is gone before the
// next test, or a later file's getByRole('status') finds two (the CI run of 2026-11-29).
import { describe, expect, it } from 'vitest';
import { showTestSigningStep, TEST_SIGNING_STEP_ID } from '@/signing/test-signing-step.ts';

describe('the unit tests\' shared page', () => {
  it('has the test signer\'s strip while a test shows it', () => {
    showTestSigningStep(document);
    expect(document.getElementById(TEST_SIGNING_STEP_ID)?.getAttribute('role')).toBe('status');
  });

  it('is empty again for the next test', () => {
    expect(document.getElementById(TEST_SIGNING_STEP_ID)).toBeNull();
    expect(document.body.children).toHaveLength(0);
  });
});
