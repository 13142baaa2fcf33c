import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/transferUse: 使用模板转账.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransferUseScreen() {
  return <InfoScreen title="使用模板转账" />;
}
