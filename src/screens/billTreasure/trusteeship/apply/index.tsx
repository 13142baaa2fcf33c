import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/trusteeship/apply: 票据托管申请.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ApplyScreen() {
  return <InfoScreen title="票据托管申请" />;
}
