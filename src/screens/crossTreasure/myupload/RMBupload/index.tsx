import { InfoScreen } from '../../../../kit/InfoScreen.tsx';

/**
 * /crossTreasure/myupload/RMBupload: 跨境人民币单据上传.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function RMBuploadScreen() {
  return <InfoScreen title="跨境人民币单据上传" />;
}
