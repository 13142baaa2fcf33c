import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /billTreasure/Abnormal: 异常票据.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to billPoolQry.
 */
export default function AbnormalScreen() {
  return <QueryScreen operation="billPoolQry" title="异常票据" />;
}
