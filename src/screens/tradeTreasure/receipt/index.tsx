import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /tradeTreasure/receipt: 贸易账户回单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReceiptScreen() {
  return <InfoScreen title="贸易账户回单" />;
}
