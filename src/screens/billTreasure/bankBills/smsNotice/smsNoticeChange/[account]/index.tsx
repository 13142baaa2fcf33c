import { useParams } from 'react-router-dom';
import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/smsNoticeChange/:account (spec 001 §2, the table's one route
 * parameter): the account of the URL is the signing's object, filled in and still editable; the
 * operation is a change. Title and operation are the route's (src/routing/manifest/billTreasure.ts).
 */
export default function SmsNoticeChangeScreen() {
  const { account = '' } = useParams();
  return <SignedScreen fields={{ OPERATE_TYPE: { value: 'Upd' }, TARGET_ID: { label: '签约账号', default: account } }} />;
}
