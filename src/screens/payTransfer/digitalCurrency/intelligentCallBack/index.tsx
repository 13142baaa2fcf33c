import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/digitalCurrency/intelligentCallBack: 智能兑回.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IntelligentCallBackScreen() {
  return <InfoScreen title="智能兑回" />;
}
