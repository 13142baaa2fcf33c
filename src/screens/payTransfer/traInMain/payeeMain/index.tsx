import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/payeeMain: 收款人名册.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function PayeeMainScreen() {
  return <InfoScreen title="收款人名册" />;
}
