import { area, type ManifestRoute } from './define.ts';

const { screen, to } = area('/eventProcessing');

/** Event processing (spec 001 §2 "/eventProcessing"). */
export const eventProcessingRoutes: readonly ManifestRoute[] = [
  to('', 'backlog', '事件处理'),
  screen('backlog', '待处理事项', { operations: ['backlogListQry', 'transAuthSubmit'] }),
  screen('haveDone', '已办事项', { operations: ['haveDoneListQry'] }),
];
