/**
 * Where en-US's terms come from (issue 38): the contract's glossary (generated from
 * openapi/i18n/en-US.yaml), each route's English title beside it in the manifest (`en`), and the
 * manifest's other labels (src/routing/manifest/en-US.ts), one table keyed by the Chinese text.
 * Where two have a text, the contract's entry wins: an en-US confirmation signs enum labels in its
 * English, and the gateway writes them from the contract's glossary alone. Loaded with the language,
 * never in the zh-CN first paint.
 */
import { registerTerms, type Terms } from '@/i18n/index.ts';
import type { ManifestRoute } from '@/routing/manifest/define.ts';

/** Each route's title and its English: one English per title (tests/contract/english.test.ts holds it). */
export function routeTitles(routes: readonly ManifestRoute[]): Terms {
  return Object.fromEntries(routes.map((route) => [route.title, route.en]));
}

export async function englishTerms(): Promise<Terms> {
  const [contract, labels, manifest] = await Promise.all([
    import('@/api/generated/terms.en-US.ts'),
    import('@/routing/manifest/en-US.ts'),
    import('@/routing/manifest/index.ts'),
  ]);
  return { ...routeTitles(manifest.MANIFEST), ...labels.LABELS_EN_US, ...contract.CONTRACT_TERMS_EN_US };
}

export function registerAllTerms(): void {
  registerTerms('en-US', englishTerms);
}
