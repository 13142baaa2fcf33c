import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /invesmentFinance/saction/informationmodify: 基金账户信息修改.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function InformationmodifyScreen() {
  return <InfoScreen title="基金账户信息修改" />;
}
