import { useParams } from 'react-router-dom';
import { SignedScreen } from '@/kit/SignedScreen.tsx';

/**
 * /billTreasure/bankBills/smsNotice/smsNoticeChange/:account: 短信通知变更 (spec 001 §2, the table's one
 * route parameter). The account of the URL is the signing's object, filled in and still editable; the
 * operation is a change. Bound to smsSignUpd.
 */
export default function SmsNoticeChangeScreen() {
  const { account = '' } = useParams();
  return (
    <SignedScreen
      operation="smsSignUpd"
      title="短信通知变更"
      fields={{ OPERATE_TYPE: { value: 'Upd' }, TARGET_ID: { label: '签约账号', default: account } }}
    />
  );
}
