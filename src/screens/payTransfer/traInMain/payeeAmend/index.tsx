import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/payeeAmend: 修改收款人.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PayeeAmendScreen() {
  return <InfoScreen title="修改收款人" />;
}
