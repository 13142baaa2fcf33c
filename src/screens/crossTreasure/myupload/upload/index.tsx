import { FormScreen } from '@/kit/FormScreen.tsx';

/**
 * /crossTreasure/myupload/upload: 单据上传.
 * Scaffolded by `npm run scaffold`: a form; its fields, checks and call come from the contract.
 * Bound to uploadFile.
 */
export default function UploadScreen() {
  return <FormScreen operation="uploadFile" title="单据上传" />;
}
