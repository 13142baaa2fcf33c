import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /governmentTreasure/bankruptcy/transferSubmitPageQry: 转账提交查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransferSubmitPageQryScreen() {
  return <InfoScreen title="转账提交查询" />;
}
