// The header's search input without Ark's field machinery (issue 51 item 6: the home page's first
// paint): it must look and behave as Chakra's Input does outside a Field.
import { ChakraProvider, Input } from '@chakra-ui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '@/app/theme.ts';
import { PlainInput } from '@/ui/PlainInput.tsx';

const props = {
  'size': 'sm',
  'placeholder': '搜索菜单',
  'aria-label': '菜单搜索',
  'role': 'combobox',
  'maxLength': 30,
  'bg': 'bg',
  'color': 'fg',
} as const;

describe('PlainInput', () => {
  it('renders the element Chakra\'s Input renders: same attributes, recipe class and styles', () => {
    render(
      <ChakraProvider value={system}>
        <Input {...props} data-testid="chakra" defaultValue="转账" />
        <PlainInput {...props} data-testid="plain" defaultValue="转账" />
      </ChakraProvider>,
    );
    const chakra = screen.getByTestId('chakra');
    const plain = screen.getByTestId('plain');
    expect(plain.tagName).toBe('INPUT');
    expect(plain.className).toBe(chakra.className);
    expect(plain.className).toMatch(/\bchakra-input\b/);
    const attributes = (element: HTMLElement) =>
      Object.fromEntries([...element.attributes].filter((a) => a.name !== 'data-testid').map((a) => [a.name, a.value]));
    expect(attributes(plain)).toEqual(attributes(chakra));
  });

  it('passes its ref and events through, and takes a size variant as Chakra\'s does', () => {
    const ref = createRef<HTMLInputElement>();
    const onChange = vi.fn();
    render(
      <ChakraProvider value={system}>
        <Input size="lg" data-testid="chakra" />
        <PlainInput ref={ref} size="lg" data-testid="plain" onChange={onChange} />
        <PlainInput size="sm" data-testid="small" />
      </ChakraProvider>,
    );
    expect(ref.current).toBe(screen.getByTestId('plain'));
    fireEvent.change(screen.getByTestId('plain'), { target: { value: '工资' } });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('plain').className).toBe(screen.getByTestId('chakra').className);
    expect(screen.getByTestId('small').className).not.toBe(screen.getByTestId('plain').className);
  });
});
