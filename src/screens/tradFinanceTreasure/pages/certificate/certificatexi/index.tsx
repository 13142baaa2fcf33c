import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificatexi: 凭证明细.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to certificateQry.
 */
export default function CertificatexiScreen() {
  return <QueryScreen operation="certificateQry" title="凭证明细" />;
}
