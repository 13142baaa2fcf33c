import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /digitalEcology/signDetail: 签约详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to ecoSignQry.
 */
export default function SignDetailScreen() {
  return <QueryScreen operation="ecoSignQry" title="签约详情" />;
}
