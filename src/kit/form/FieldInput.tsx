import { chakra, Field, HStack, Input, Text } from '@chakra-ui/react';
import { type ChangeEvent, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { useTranslation } from '@/i18n/index.ts';
import { amountInWords } from '@/protocol/amount-words.ts';
import { toCapitalAmount } from '@/protocol/capital-amount.ts';
import { maskCard } from '@/ui/format.ts';
import { AMOUNT } from '@/protocol/amount.ts';
import { amountNote, digitsOnly, filterAmount, lettersAndDigits, padAmount } from '@/ui/input.ts';
import { type FieldKind, fieldKind } from '../fields/kind.ts';
import type { Account } from './values.ts';
import { fieldSlotRecipe } from '@/ui/late-recipes.ts';

/** A select and a text area in the input's look (no extra recipe in the first paint's design system). */
const boxStyle = {
  w: 'full',
  borderWidth: '1px',
  borderColor: 'border',
  rounded: 'l2',
  px: '3',
  bg: 'bg',
  _invalid: { borderColor: 'border.error' },
  _focusVisible: { outline: '2px solid', outlineColor: 'red.700', outlineOffset: '0' },
} as const;
const Select = chakra('select', { base: { ...boxStyle, h: '10' } });
const TextArea = chakra('textarea', { base: { ...boxStyle, py: '2', minH: '20' } });

/** What typing keeps, by kind (spec 000 §5 input filters). */
const FILTERS: Partial<Record<FieldKind, (raw: string) => string>> = {
  amount: (raw) => filterAmount(raw, AMOUNT.decimals, AMOUNT.integerDigits),
  accountNo: digitsOnly,
  digits: digitsOnly,
  phone: digitsOnly,
  idNumber: (raw) => lettersAndDigits(raw).toUpperCase(),
};

/**
 * What is typed in words, or nothing while it is not an amount yet: the Chinese capital amount in
 * zh-CN, the amount in English words (as a cheque writes it) in another language.
 */
function capital(value: string, chinese: boolean): string {
  try {
    if (!value || value.endsWith('.')) return '';
    return chinese ? toCapitalAmount(value) : amountInWords(value);
  } catch {
    return '';
  }
}

export interface FieldInputProps {
  info: FieldInfo;
  control: Control;
  label?: string | undefined;
  accounts: readonly Account[];
  /** After the payer account changes (the payer's name follows it). */
  onAccount?: (acctNo: string) => void;
}

/**
 * One field of an operation's form: its label, required mark, input by kind, and its error beside it.
 * The label and the enum's labels are the contract's (or the screen's): shown through term().
 */
export function FieldInput({ info, control, label, accounts, onAccount }: FieldInputProps) {
  const { t, term, i18n } = useTranslation();
  const kind = fieldKind(info);
  const { field, fieldState } = useController({ name: info.name, control });
  const value = typeof field.value === 'string' ? field.value : '';
  const testId = `field-${info.name}`;
  // the label names the control: the field's id is the control's (Field.Root's `ids.control` would give the
  // control's id to the root element too, so the label would name the group: ark-ui's use-field rootId)
  const id = useId();
  // what the amount filter refused of the last input, said beside the field until the next one
  const [note, setNote] = useState<string>();
  const change = (e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    if (kind === 'amount') setNote(amountNote(e.target.value, AMOUNT.decimals, AMOUNT.integerDigits));
    const filter = FILTERS[kind];
    field.onChange(filter ? filter(e.target.value) : e.target.value);
    if (kind === 'payerAccount') onAccount?.(e.target.value);
  };
  // an amount leaves the field as the wire carries it: 12345.6 -> 12345.60 (issue 38)
  const blur = () => {
    if (kind === 'amount' && padAmount(value, AMOUNT.decimals) !== value) field.onChange(padAmount(value, AMOUNT.decimals));
    field.onBlur();
  };
  // the error is tied to the control (aria-describedby: read with the field; aria-invalid on a native
  // select and text area too, which the field's context does not reach), issue 38
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const describedBy = [fieldState.invalid ? errorId : '', note ? noteId : ''].filter(Boolean).join(' ');
  const described = {
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(fieldState.invalid ? { 'aria-errormessage': errorId, 'aria-invalid': true } : {}),
  };
  const common = { id, 'name': field.name, value, 'onBlur': blur, 'onChange': change, 'ref': field.ref, 'data-testid': testId, ...described };
  let control_;
  switch (kind) {
    case 'payerAccount':
      control_ = (
        <Select {...common}>
          <option value="">{accounts.length ? t('kit.form.choosePayer') : t('kit.form.noAccount')}</option>
          {accounts.map((a) => (
            <option key={a.ACCT_NO} value={a.ACCT_NO} translate="no">{`${maskCard(a.ACCT_NO)} ${a.ACCT_NAME ?? ''}`.trim()}</option>
          ))}
        </Select>
      );
      break;
    case 'enum':
      control_ = (
        <Select {...common}>
          <option value="">{t('kit.form.choose')}</option>
          {(info.enum ?? []).map((v) => {
            const shown = info.enumLabels?.[v];
            return <option key={v} value={v}>{shown === undefined ? v : term(shown)}</option>;
          })}
        </Select>
      );
      break;
    case 'longText':
      control_ = <TextArea {...common} maxLength={info.maxLength} />;
      break;
    case 'date':
      control_ = <Input {...common} type="date" />;
      break;
    case 'password':
      control_ = <Input {...common} type="password" autoComplete={info.name.startsWith('NEW') ? 'new-password' : 'current-password'} maxLength={32} />;
      break;
    case 'amount':
      control_ = (
        <HStack w="full" gap="3" align="center">
          <Input {...common} inputMode="decimal" maxLength={info.maxLength} placeholder="0.00" flex="1" />
          <Text minW="40%" fontSize="sm" color="fg.muted" data-testid={`capital-${info.name}`} aria-live="polite">{capital(value, i18n.language === 'zh-CN')}</Text>
        </HStack>
      );
      break;
    default:
      control_ = (
        <Input
          {...common}
          maxLength={info.maxLength}
          inputMode={kind === 'digits' || kind === 'accountNo' || kind === 'phone' ? 'numeric' : undefined}
        />
      );
  }
  return (
    <Field.Root recipe={fieldSlotRecipe} id={id} invalid={fieldState.invalid} required={info.required === true}>
      <Field.Label htmlFor={id}>
        {term(label ?? info.title)}
        <Field.RequiredIndicator />
      </Field.Label>
      {control_}
      {note ? <Text id={noteId} fontSize="sm" color="fg.warning" aria-live="polite" data-testid={`note-${info.name}`}>{note}</Text> : null}
      <Field.ErrorText id={errorId} data-testid={`error-${info.name}`}>{fieldState.error?.message}</Field.ErrorText>
    </Field.Root>
  );
}
