import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certficateinfona: 凭证详情.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to certificateQry.
 */
export default function CertficateinfonaScreen() {
  return <QueryScreen operation="certificateQry" title="凭证详情" />;
}
