import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/Abnormal: 异常票据.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function AbnormalScreen() {
  return <InfoScreen title="异常票据" />;
}
