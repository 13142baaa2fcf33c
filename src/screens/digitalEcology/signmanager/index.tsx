import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /digitalEcology/signmanager: 签约管理.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to ecoSignQry.
 */
export default function SignmanagerScreen() {
  return <QueryScreen operation="ecoSignQry" title="签约管理" />;
}
