// Every input of a contract form carries its Chinese label (spec 000 §5 forms; WCAG 1.3.1, axe's
// select-name and label rules): the select of the payer account and of an enum, and a long text,
// are named by their label, as a screen reader and getByLabelText find them.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
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
