import { QueryScreen } from '@/kit/QueryScreen.tsx';

/**
 * /tradFinanceTreasure/pages/certificate/certificateinfo: 凭证信息查询.
 * Scaffolded by `npm run scaffold`: a query; its criteria and columns come from the contract.
 * Bound to certificateQry.
 */
export default function CertificateinfoScreen() {
  return <QueryScreen operation="certificateQry" title="凭证信息查询" />;
}
