import { InfoScreen } from '../../../kit/InfoScreen.tsx';

/**
 * /enterpriseEcological/receipt: 生态账户回单.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ReceiptScreen() {
  return <InfoScreen title="生态账户回单" />;
}
