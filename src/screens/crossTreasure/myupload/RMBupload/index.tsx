import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /crossTreasure/myupload/RMBupload: 跨境人民币单据上传.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to uploadFile.
 */
export default function RMBuploadScreen() {
  return <FormScreen operation="uploadFile" title="跨境人民币单据上传" />;
}
