import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/commerialTicet/issueTicket/issueTicket: 商票出票.
 * Scaffolded by `npm run scaffold`: a signed transaction; its form, confirmation and signing come from the contract.
 * Bound to billIssueSub.
 */
export default function IssueTicketScreen() {
  return <SignedScreen operation="billIssueSub" title="商票出票" />;
}
