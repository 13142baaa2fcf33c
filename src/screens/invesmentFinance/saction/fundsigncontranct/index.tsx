import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/saction/fundsigncontranct: 基金签约协议.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function FundsigncontranctScreen() {
  return <InfoScreen title="基金签约协议" />;
}
