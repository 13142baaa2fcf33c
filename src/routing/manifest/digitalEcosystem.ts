import { area, iframe, type ManifestRoute } from './define.ts';

const { screen } = area('/digitalEcosystem');

/** Digital ecosystem (spec 001 §2): the embedded-frame layout. */
export const digitalEcosystemRoutes: readonly ManifestRoute[] = [
  screen('', '数字生态圈', { ...iframe, en: 'Digital ecosphere' }),
];
