import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /account/elecReceipt: 电子回单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ElecReceiptScreen() {
  return <InfoScreen title="电子回单" />;
}
