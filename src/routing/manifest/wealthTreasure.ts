import { area, iframe, type ManifestRoute } from './define.ts';

const { screen } = area('/wealthTreasure');

/** Wealth treasure (spec 001 §2): the iframe layout; its menu id is 11500000000 (spec 000 §3). */
export const wealthTreasureRoutes: readonly ManifestRoute[] = [
  screen('', '财富宝', { ...iframe, en: 'Wealth' }),
];
