import { SimpleGrid } from '@chakra-ui/react';
import type { Control } from 'react-hook-form';
import type { FieldInfo } from '@/api/generated/fields.ts';
import { FieldInput } from './FieldInput.tsx';
import type { Account, FieldOverrides } from './values.ts';

/** The shown fields of a form, in the contract's order, two to a row on a wide screen. */
export function FormFields(props: {
  shown: readonly FieldInfo[];
  control: Control<Record<string, string>>;
  accounts: readonly Account[];
  overrides?: FieldOverrides | undefined;
  onAccount: (acctNo: string) => void;
}) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
      {props.shown.map((info) => (
        <FieldInput
          key={info.name}
          info={info}
          control={props.control as unknown as Control}
          label={props.overrides?.[info.name]?.label}
          accounts={props.accounts}
          onAccount={props.onAccount}
        />
      ))}
    </SimpleGrid>
  );
}
