import { InfoScreen } from '../../../../../kit/InfoScreen.tsx';

/**
 * /billTreasure/commerialTicet/issueTicket/issueTicket: 商票出票.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function IssueTicketScreen() {
  return <InfoScreen title="商票出票" />;
}
