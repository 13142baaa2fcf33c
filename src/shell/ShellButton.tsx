import type { ButtonProps } from '@chakra-ui/react';
import { DebouncedButton, SHELL_DEBOUNCE_MS } from '@/ui/DebouncedButton.tsx';

/**
 * A button on the shell's dark header and footer: debounced 500 ms (spec 000 §9), the surrounding
 * text colour, a light hover.
 */
export function ShellButton(props: ButtonProps) {
  return <DebouncedButton wait={SHELL_DEBOUNCE_MS} size="xs" variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} {...props} />;
}
