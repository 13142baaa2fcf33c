import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/promptGuarantee: 提示保证.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PromptGuaranteeScreen() {
  return <InfoScreen title="提示保证" />;
}
