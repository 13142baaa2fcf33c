import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/bankBills/issueTicket/issueTicket: 出票.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IssueTicketScreen() {
  return <InfoScreen title="出票" />;
}
