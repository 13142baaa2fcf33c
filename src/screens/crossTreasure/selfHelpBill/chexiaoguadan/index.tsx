import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/selfHelpBill/chexiaoguadan: 撤销挂单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ChexiaoguadanScreen() {
  return <InfoScreen title="撤销挂单" />;
}
