import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /creditCenter/receipt: 借据查询.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReceiptScreen() {
  return <InfoScreen title="借据查询" />;
}
