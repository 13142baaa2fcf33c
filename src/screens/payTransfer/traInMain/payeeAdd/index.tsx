import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/payeeAdd: 新增收款人.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PayeeAddScreen() {
  return <InfoScreen title="新增收款人" />;
}
