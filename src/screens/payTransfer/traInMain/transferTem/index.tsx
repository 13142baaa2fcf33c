import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /payTransfer/traInMain/transferTem: 转账模板.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function TransferTemScreen() {
  return <InfoScreen title="转账模板" />;
}
