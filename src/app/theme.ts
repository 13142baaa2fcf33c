import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * Chakra's default system with the bank's adjustments. The default error red (#ef4444 on
 * white, 3.76:1) fails the 4.5:1 contrast rule, so error text uses a darker red.
 */
const config = defineConfig({
  theme: {
    semanticTokens: {
      colors: {
        'fg.error': { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
