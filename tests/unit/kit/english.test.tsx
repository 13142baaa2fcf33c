// The kit in en-US (issue 38): its own texts from the catalogue, the contract's and the manifest's texts
// (screen titles, action labels, field titles, enum labels) through term(), the validation and file
// messages in English at the moment they are made; zh-CN again after switching back.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fields } from '@/api/generated/fields.ts';
import { zTransferSubBody } from '@/api/generated/areas/transfer/zod.gen.ts';
import { system } from '@/app/theme.ts';
import { i18n, registerTerms } from '@/i18n/index.ts';
import { displayValue } from '@/kit/fields/display.ts';
import { FieldInput } from '@/kit/form/FieldInput.tsx';
import { formErrors, formSchema } from '@/kit/form/schema.ts';
import { reasonProblem, resultHeading, seqProblem } from '@/kit/instruction.ts';
import { QueryScreen } from '@/kit/QueryScreen.tsx';
import { recordKeys } from '@/kit/record.ts';
import { ScreenFrame } from '@/kit/ScreenFrame.tsx';
import { BATCH_TYPES, fileProblem, MAX_UPLOAD_BYTES } from '@/kit/upload/rules.ts';
import type { ScreenAction } from '@/routing/meta.ts';
import { amountNote } from '@/ui/input.ts';
import { loadOperations } from '@/kit/bound-operation.ts';

/** What the app registers from the glossary and the manifest, for the texts these tests meet. */
const TERMS = {
  转账指令查询: 'Transfer instruction query',
  转账类型: 'Transfer type',
  单笔转账: 'Single transfer',
  付款账号: 'Payer account',
  收款人管理: 'Payee management',
  新增收款人: 'Add payee',
  操作对象编号: 'Object number',
  收款户名: 'Payee name',
  交易金额: 'Amount',
  交易流水号: 'Transaction serial number',
  成功: 'Succeeded',
};

// what a route does beside its screen's chunk: its operations' area modules (issue 41)
beforeAll(() => loadOperations(['transferOrderQry', 'billPayeeAddSub']));

beforeEach(async () => {
  registerTerms('en-US', () => Promise.resolve(TERMS));
  await i18n.changeLanguage('en-US');
});
afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
  registerTerms('en-US', () => Promise.resolve({})); // the next test file meets no terms of ours
});

function renderAt(element: React.ReactNode, actions: readonly ScreenAction[] = []) {
  const router = createMemoryRouter([{
    path: '/',
    handle: { meta: {}, pattern: '/', title: '转账指令查询', actions },
    element: <ChakraProvider value={system}>{element}</ChakraProvider>,
  }]);
  return render(<RouterProvider router={router} />);
}

describe('a query screen in en-US', () => {
  it('shows its title, criteria and buttons in English, and its failure with Retry; in Chinese again after switching back', async () => {
    renderAt(<QueryScreen operation="transferOrderQry" title="转账指令查询" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Transfer instruction query');
    expect(screen.getByTestId('query-submit').textContent).toBe('Search');
    const kind = screen.getByLabelText(/Transfer type/);
    expect(kind.tagName).toBe('SELECT');
    expect([...within(kind).getAllByRole('option')].map((o) => o.textContent).slice(0, 2)).toEqual(['Select', 'Single transfer']);
    expect(within(screen.getByLabelText(/Payer account/)).getByRole('option').textContent).toBe('No account available');
    // the unit tests are offline: the query fails, and says so with its retry
    expect((await screen.findByTestId('query-retry')).textContent).toBe('Retry');

    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('转账指令查询');
    expect(screen.getByTestId('query-submit').textContent).toBe('查询');
    expect(screen.getByTestId('query-retry').textContent).toBe('重试');
  });
});

describe('a screen\'s action in en-US', () => {
  it('labels the action and its signed form in English, and words a missing field with its English title', async () => {
    const add: ScreenAction = { operation: 'billPayeeAddSub', place: 'button', label: '新增收款人', values: { OPERATE_TYPE: 'Add' } };
    renderAt(<ScreenFrame title="收款人管理" operation="payeeListQry" actions={[add]}><p>main</p></ScreenFrame>, [add]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payee management');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Add payee' }));
      await Promise.resolve();
    });
    expect(screen.getByRole('heading', { name: 'Add payee' })).toBe(document.activeElement);
    expect(screen.getByText(/^Before submitting, check the transaction details/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
      await Promise.resolve();
    });
    expect(screen.getByTestId('error-TARGET_ID').textContent).toBe('Enter Object number');
  });
});

function AmountField() {
  const { control } = useForm();
  return <FieldInput info={{ name: 'TRAN_AMT', title: '交易金额', ref: 'Amount' }} control={control} accounts={[]} />;
}

describe('an amount field in en-US', () => {
  it('is labelled in English and says the amount in English words, and why a character was refused', () => {
    render(<ChakraProvider value={system}><AmountField /></ChakraProvider>);
    const input = screen.getByLabelText(/Amount/);
    fireEvent.change(input, { target: { value: '12500.5' } });
    expect(screen.getByTestId('capital-TRAN_AMT').textContent).toBe('twelve thousand five hundred and 50/100');
    fireEvent.change(input, { target: { value: '-3' } });
    expect(screen.getByTestId('note-TRAN_AMT').textContent).toBe('The amount cannot be negative');
  });
});

describe('the kit\'s pure messages in en-US', () => {
  it('words validation with the field\'s English title, and leaves zod\'s other messages in English', () => {
    const transfer = fields.transferSub.request;
    const schema = formSchema(zTransferSubBody, transfer);
    const result = schema.safeParse({ PAYEE_ACCT_NAME: 'A\u202EB', TRAN_AMT: '1.234' }, { error: formErrors(transfer) });
    const issues = result.success ? [] : result.error.issues;
    const messages = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages.ACCT_NO).toBe('Select Payer account');
    expect(messages.PAYEE_ACCT_NAME).toBe('Payee name cannot contain control or invisible characters (U+202E); delete them and enter it again');
    expect(messages.TRAN_AMT).toBe('Enter a valid amount, with at most two decimal places');
    const typed = schema.safeParse({ REMARK: 5 }, { error: formErrors(transfer) });
    const remark = typed.success ? undefined : typed.error.issues.find((i) => i.path[0] === 'REMARK')?.message;
    expect(remark).toBe('Invalid input: expected string, received number');
  });

  it('refuses files, amounts, links and reasons in English', () => {
    expect(fileProblem({ name: 'a.exe', size: 10 }, BATCH_TYPES)).toBe('This file type is not supported (.exe); choose a .csv, .txt file');
    expect(fileProblem({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 }, BATCH_TYPES)).toBe(
      'The file is 10.00 MB, over the 10 MB limit; split it and upload the parts separately',
    );
    expect(amountNote('-1')).toBe('The amount cannot be negative');
    expect(amountNote('1.234')).toBe('The amount can have at most 2 decimal places');
    expect(seqProblem('')).toMatch(/^The link has no transaction serial number/);
    expect(reasonProblem('x')).toMatch(/^Enter a reason for the rejection/);
    expect(resultHeading({ TRANS_STATUS: '1' })).toBe('Submitted, awaiting authorization');
    const keys = recordKeys(fields.transferOrderQry.request, ['TRANS_SEQ'], new URLSearchParams());
    expect(keys).toEqual({ problem: 'The link lacks the Transaction serial number; open the record from its list' });
  });

  it('shows an enum value by its English label and a date as en-US writes it, when given the language', () => {
    const language = { term: i18n.term, date: i18n.date };
    expect(displayValue({ enumLabels: { 0: '成功' } }, '0', language)).toBe('Succeeded');
    expect(displayValue({ format: 'date' }, '2026-11-22', language)).toBe('11/22/2026');
    expect(displayValue({ enumLabels: { 0: '成功' } }, '0')).toBe('成功'); // pure: as sent without one
  });
});
