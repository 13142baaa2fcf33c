import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myupload/upload: 单据上传.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function UploadScreen() {
  return <InfoScreen title="单据上传" />;
}
