import { InfoScreen } from '@/kit/InfoScreen.tsx';

/**
 * /creditCenter/project: 项目信息.
 * Scaffolded by `npm run scaffold`; the spec gives only the route.
 */
export default function ProjectScreen() {
  return <InfoScreen title="项目信息" />;
}
