import { createRecipeContext, type InputProps } from '@chakra-ui/react';

/**
 * Chakra's Input as it looks (the `input` recipe, the `chakra-input` class), without Ark's field
 * machinery, for an input that sits in no `Field` (the header's menu search). Chakra's Input is
 * `withContext(Field.Input)`, and `Field` is Ark's namespace object: reading one member keeps all of
 * it, so the header's one input brought Ark's whole field (textarea auto-resize, select, fieldset
 * context) into the home page's first paint (issue 51 item 6). Outside a `Field`, Ark's input merges
 * nothing into the props, so this renders the same element with the same classes and styles
 * (tests/unit/ui/plain-input.test.tsx). An input inside a `Field` keeps Chakra's Input.
 */
export const PlainInput = createRecipeContext({ key: 'input' }).withContext<HTMLInputElement, InputProps>('input', { displayName: 'Input' });
