import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/article: 协议条款.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ArticleScreen() {
  return <InfoScreen title="协议条款" />;
}
