import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /businessAssociation/contentAdd: 新增内容.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ContentAddScreen() {
  return <InfoScreen title="新增内容" />;
}
