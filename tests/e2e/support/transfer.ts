import type { Page } from 'playwright-core';

/** The single-transfer form (/payTransfer/eBatch), filled and submitted: its authorization open, rows shown. */
export async function fillTransfer(page: Page, amount: string): Promise<void> {
  await page.getByTestId('operation-form').waitFor();
  await page.getByTestId('field-ACCT_NO').selectOption('6230910000012345678');
  await page.getByTestId('field-PAYEE_ACCT_NO').fill('6230910000087654321');
  await page.getByTestId('field-PAYEE_ACCT_NAME').fill('杭州禾丰农资贸易有限公司');
  await page.getByTestId('field-PAYEE_BANK_NAME').fill('浙江余杭农村商业银行');
  await page.getByTestId('field-TRAN_AMT').fill(amount);
  await page.getByTestId('field-REMARK').fill('货款');
  await page.getByTestId('form-submit').click();
  await page.getByTestId('auth-dialog').waitFor();
  await page.getByTestId('auth-rows').waitFor(); // after the gateway's challenge
}
