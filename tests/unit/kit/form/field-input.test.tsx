// Every input of a contract form carries its Chinese label (spec 000 §5 forms; WCAG 1.3.1, axe's
// select-name and label rules): the select of the payer account and of an enum, and a long text,
// are named by their label, as a screen reader and getByLabelText find them.
import { ChakraProvider } from '@chakra-ui/react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { system } from '@/app/theme.ts';
import { FieldInput } from '@/kit/form/FieldInput.tsx';

function Form({ fields }: { fields: FieldInfo[] }) {
  const { control } = useForm();
  return (
    <>
      {fields.map((info) => (
        <FieldInput key={info.name} info={info} control={control} accounts={[{ ACCT_NO: '6228480012345678', ACCT_NAME: '测试公司' }]} />
      ))}
    </>
  );
}

describe('FieldInput labels', () => {
  it('names the payer-account select, an enum select, a long text and a plain input by their labels', () => {
    render(
      <ChakraProvider value={system}>
        <Form
          fields={[
            { name: 'ACCT_NO', title: '付款账号', ref: 'AccountNo', required: true },
            { name: 'CURRENCY', title: '币种', enum: ['CNY', 'USD'], enumLabels: { CNY: '人民币', USD: '美元' } },
            { name: 'REMARK', title: '附言', maxLength: 200 },
            { name: 'PAYEE_NAME', title: '收款人名称' },
          ]}
        />
      </ChakraProvider>,
    );
    expect(screen.getByLabelText(/付款账号/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/币种/).tagName).toBe('SELECT');
    expect(screen.getByLabelText(/附言/).tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText(/收款人名称/).tagName).toBe('INPUT');
  });
});

describe('FieldInput errors (issue 38: every control labelled, its error tied to it)', () => {
  function Checked({ onValid }: { onValid: () => void }) {
    const { control, handleSubmit } = useForm<Record<string, string>>({
      defaultValues: { ACCT_NO: '', PAYEE_NAME: '', REMARK: '' },
      resolver: (values) => {
        const errors: Record<string, { type: string; message: string }> = {};
        if (!values.PAYEE_NAME) errors.PAYEE_NAME = { type: 'required', message: '请输入收款人名称' };
        if (!values.REMARK) errors.REMARK = { type: 'required', message: '请输入附言' };
        return Object.keys(errors).length ? { values: {}, errors } : { values, errors: {} };
      },
    });
    return (
      <form onSubmit={(e) => void handleSubmit(onValid)(e)}>
        <FieldInput info={{ name: 'ACCT_NO', title: '付款账号', ref: 'AccountNo' }} control={control as never} accounts={[]} />
        <FieldInput info={{ name: 'PAYEE_NAME', title: '收款人名称', required: true }} control={control as never} accounts={[]} />
        <FieldInput info={{ name: 'REMARK', title: '附言', maxLength: 200, required: true }} control={control as never} accounts={[]} />
        <button type="submit">下一步</button>
      </form>
    );
  }

  it('moves focus to the first bad field on submit and ties each error to its control', async () => {
    let sent = false;
    const onValid = () => {
      sent = true;
    };
    render(<ChakraProvider value={system}><Checked onValid={onValid} /></ChakraProvider>);
    await act(async () => {
      // Enter in a field submits the form (happy-dom does not submit on a button's click)
      fireEvent.submit(screen.getByRole('button', { name: '下一步' }).closest('form') as HTMLFormElement);
      await new Promise((r) => setTimeout(r, 0));
    });
    expect(sent).toBe(false);
    const payee = screen.getByLabelText(/收款人名称/);
    expect(document.activeElement).toBe(payee);
    for (const [label, message] of [[/收款人名称/, '请输入收款人名称'], [/附言/, '请输入附言']] as const) {
      const control = screen.getByLabelText(label);
      expect(control.getAttribute('aria-invalid')).toBe('true');
      const describedBy = control.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toBe(message);
    }
    // a field without an error says nothing of one
    expect(screen.getByLabelText(/付款账号/).getAttribute('aria-describedby')).toBeNull();
  });
});

describe('FieldInput amounts (issue 38: a refused character is said, not dropped in silence)', () => {
  function Amount() {
    const { control } = useForm<Record<string, string>>({ defaultValues: { TRAN_AMT: '' } });
    return <FieldInput info={{ name: 'TRAN_AMT', title: '交易金额', ref: 'Amount', required: true }} control={control as never} accounts={[]} />;
  }

  it('keeps what an amount may hold and says why the rest went', () => {
    render(<ChakraProvider value={system}><Amount /></ChakraProvider>);
    const input = screen.getByLabelText<HTMLInputElement>(/交易金额/);
    for (const [typed, kept, note] of [
      ['-5', '5', '金额不能为负数'],
      ['12.345', '12.34', '金额最多 2 位小数'],
      ['12a', '12', '金额只能输入数字和小数点'],
    ] as const) {
      fireEvent.change(input, { target: { value: typed } });
      expect(input.value, typed).toBe(kept);
      expect(screen.getByTestId('note-TRAN_AMT').textContent, typed).toBe(note);
      expect(input.getAttribute('aria-describedby'), typed).toBe(screen.getByTestId('note-TRAN_AMT').id);
    }
    fireEvent.change(input, { target: { value: '12345.6' } });
    expect(input.value).toBe('12345.6');
    expect(screen.queryByTestId('note-TRAN_AMT')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });
});
