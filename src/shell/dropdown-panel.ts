import type { BoxProps } from '@chakra-ui/react';

/** The header's drop-down panels (the menu search's, the further quick links'): a card over the page. */
export const DROPDOWN_PANEL = {
  bg: 'bg',
  color: 'fg',
  borderWidth: '1px',
  rounded: 'md',
  shadow: 'md',
  zIndex: 'dropdown',
} as const satisfies BoxProps;
