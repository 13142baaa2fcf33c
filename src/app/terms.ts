/**
 * Where en-US's terms come from (issue 38): the contract's glossary (generated from
 * openapi/i18n/en-US.yaml) and the manifest's titles (src/routing/manifest/en-US.ts), one table.
 * Where both have a text, the contract's entry wins: an en-US confirmation signs enum labels in its
 * English, and the gateway writes them from the contract's glossary alone. Loaded with the language,
 * never in the zh-CN first paint.
 */
import { registerTerms, type Terms } from '@/i18n/index.ts';

export async function englishTerms(): Promise<Terms> {
  const [contract, titles] = await Promise.all([
    import('@/api/generated/terms.en-US.ts'),
    import('@/routing/manifest/en-US.ts'),
  ]);
  return { ...titles.TITLES_EN_US, ...contract.CONTRACT_TERMS_EN_US };
}

export function registerAllTerms(): void {
  registerTerms('en-US', englishTerms);
}
