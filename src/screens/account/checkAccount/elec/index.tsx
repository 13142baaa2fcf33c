import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /account/checkAccount/elec: 电子对账. The statements of each period (reconciliationResultQry); one not
 * yet answered is confirmed 相符 or reported 不符 from its row, each signed (conformItemsSub,
 * notConformItemSub; the manifest's row actions, issue 37).
 */
export default function ElecScreen() {
  return <QueryScreen operation="reconciliationResultQry" title="电子对账" />;
}
