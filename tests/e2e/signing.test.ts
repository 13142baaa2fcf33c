// Transaction authorization in Chromium against the mock gateway, which verifies every signature
// (spec 000 §7, spec 001 §3, §4, §7): the single transfer end to end, what the confirmation shows,
// cancel, a double click and a retry that book once, and a missing key.
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chromiumPerFile, clearFaults, mockControl } from './support/browser.ts';
import { openAs } from './support/login.ts';

const browser = chromiumPerFile();

afterEach(async () => {
  await clearFaults();
});

interface LedgerEntry {
  operationId: string;
  serviceCode: string;
  user: string;
  transSeq: string;
  amount: { field: string; value: string } | null;
}

/** The mock's bookings of a3sp's transfers of this amount (each test uses its own amount). */
async function booked(amount: string): Promise<LedgerEntry[]> {
  const { entries } = (await (await fetch(`${inject('mockUrl')}/__mock/ledger`)).json()) as { entries: LedgerEntry[] };
  return entries.filter((e) => e.user === 'a3sp' && e.operationId === 'transferSub' && e.amount?.value === amount);
}

/** The single-transfer form, filled. */
async function fillTransfer(page: Page, amount: string): Promise<void> {
  await page.getByTestId('operation-form').waitFor();
  await page.getByTestId('field-ACCT_NO').selectOption('6230910000012345678');
  await page.getByTestId('field-PAYEE_ACCT_NO').fill('6230910000087654321');
  await page.getByTestId('field-PAYEE_ACCT_NAME').fill('杭州禾丰农资贸易有限公司');
  await page.getByTestId('field-PAYEE_BANK_NAME').fill('浙江余杭农村商业银行');
  await page.getByTestId('field-TRAN_AMT').fill(amount);
  await page.getByTestId('field-REMARK').fill('货款');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('auth-dialog').waitFor();
}

const rowText = (page: Page, field: string) => page.getByTestId(`auth-row-${field}`).textContent();

describe('the single transfer (transferSub) through the transaction authorization', () => {
  it('shows the rows to sign with the capital amount, signs, submits once and shows the result', async () => {
    const { page, errors } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    await fillTransfer(page, '12500.00');
    // the confirmation: what will be signed, in the catalogue's order, the payer account in full
    expect(await rowText(page, 'TRAN_AMT')).toContain('12,500.00（壹万贰仟伍佰元整）');
    expect(await rowText(page, 'ACCT_NO')).toContain('6230910000012345678');
    expect(await rowText(page, 'PAYEE_ACCT_NAME')).toContain('杭州禾丰农资贸易有限公司');
    expect(await page.getByTestId('auth-service-code').textContent()).toMatch(/\d{13}/);
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('result-panel').waitFor();
    const seq = await page.getByTestId('result-TRANS_SEQ').textContent();
    const entries = await booked('12500.00');
    expect(entries.map((e) => e.transSeq)).toEqual([seq]);
    // another one: the form is back, cleared
    await page.getByTestId('result-again').click();
    expect(await page.getByTestId('field-TRAN_AMT').inputValue()).toBe('');
    expect(errors).toEqual([]);
  });

  it('returns to the form as typed when the confirmation is cancelled, and books nothing', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    await fillTransfer(page, '3333.33');
    await page.getByTestId('auth-cancel').click();
    await page.getByTestId('auth-dialog').waitFor({ state: 'detached' });
    expect(await page.getByTestId('field-TRAN_AMT').inputValue()).toBe('3333.33');
    expect(await page.getByTestId('field-PAYEE_ACCT_NAME').inputValue()).toBe('杭州禾丰农资贸易有限公司');
    expect(await booked('3333.33')).toEqual([]);
    // transaction authentication status back to 0 after its callback (spec 000 §4): a new confirmation opens
    await page.getByTestId('form-submit').click();
    await page.getByTestId('auth-dialog').waitFor();
  });

  it('books one transaction for a double click on confirm', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    await fillTransfer(page, '4444.44');
    await page.getByTestId('auth-confirm').dblclick();
    await page.getByTestId('result-panel').waitFor();
    expect(await booked('4444.44')).toHaveLength(1);
  });

  it('books one transaction for an HTTP 500 on submit followed by a retry', async () => {
    const { page } = await openAs(browser, 'a3sp', '/payTransfer/eBatch');
    await fillTransfer(page, '5555.55');
    await mockControl('faults', { operation: 'transferSub', fault: 'http500', count: 1, user: 'a3sp' });
    await page.getByTestId('auth-confirm').click();
    await page.getByTestId('auth-error').waitFor();
    expect(await booked('5555.55')).toEqual([]);
    await page.getByTestId('auth-retry').click();
    await page.getByTestId('result-panel').waitFor();
    expect(await booked('5555.55')).toHaveLength(1);
  });

  it('shows the install / insert-the-key guidance with the download link when no key answers', async () => {
    const { page, context } = await openAs(browser, 'a3sp', '/home/index');
    await context.addInitScript(() => {
      localStorage.setItem('eis.test.signer', 'absent'); // the test build's software signer plays a missing key
    });
    await page.goto(page.url().replace('/home/index', '/payTransfer/eBatch'));
    await fillTransfer(page, '6666.66');
    await page.getByTestId('auth-confirm').click();
    await expect.poll(() => page.getByTestId('auth-error').textContent()).toContain('未检测到U盾');
    expect(await page.getByTestId('auth-download').getAttribute('href')).toMatch(/^https?:\/\//);
    expect(await booked('6666.66')).toEqual([]);
  });
});
