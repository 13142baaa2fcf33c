import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /recePayTreasure/advanceParts/merInApplication: 商户入驻申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function MerInApplicationScreen() {
  return <InfoScreen title="商户入驻申请" />;
}
