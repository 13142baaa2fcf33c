// Mocks on one Prism (the node tests share one: tests/support/node-setup.ts; mock-server/server.ts
// `prism`): each answers from it, closing one leaves it to the others, and each keeps its own bank.
import { afterAll, describe, expect, it } from 'vitest';
import { prismAnswers } from '@mock/prism.ts';
import { type RunningMock, startMock } from '@mock/server.ts';
import { send } from '@/api/client.ts';
import { bankAnnouncementListQry } from '@/api/generated/areas/message/sdk.gen.ts';
import { freshClient, logIn, mockControl } from '../../support/mock-session.ts';
import { sharedPrism } from '../../support/shared-prism.ts';

const started: RunningMock[] = [];
afterAll(async () => {
  await Promise.all(started.map((m) => m.close()));
});

async function mockOnShared(): Promise<RunningMock> {
  const mock = await startMock({ port: 0, prism: sharedPrism() });
  started.push(mock);
  return mock;
}

/** The announcements, an answer from the contract's example through Prism. */
async function announcementTitles(mock: RunningMock): Promise<string[]> {
  freshClient(mock);
  const answer = await send(bankAnnouncementListQry, { IS_NOTICE_POP: 'N' });
  return (answer?.LIST ?? []).map((item) => item.NOTICE_TITLE);
}

describe('a Prism the mock is given', () => {
  it('answers two mocks\' calls and outlives the one closed first', async () => {
    const [first, second] = [await mockOnShared(), await mockOnShared()];
    expect(first.prism).toEqual({ url: sharedPrism().url, startupMs: 0 });
    expect(await announcementTitles(first)).toContain('谨防电信诈骗：银行不会以任何理由索要您的U盾密码');
    await first.close();
    started.splice(started.indexOf(first), 1);
    expect(await prismAnswers(sharedPrism().url)).toBe(true);
    expect(await announcementTitles(second)).toContain('谨防电信诈骗：银行不会以任何理由索要您的U盾密码');
  });

  it('keeps each mock\'s bank its own: a login on one is no session on the other', async () => {
    const [one, other] = [await mockOnShared(), await mockOnShared()];
    await logIn(one, 'a3sp');
    const sessions = async (mock: RunningMock) =>
      ((await (await mockControl(mock, 'sessions', { method: 'GET' })).json()) as { sessions: unknown[] }).sessions.length;
    expect(await sessions(one)).toBe(1);
    expect(await sessions(other)).toBe(0);
  });

  it('refuses --dynamic, which needs a Prism of the mock\'s own', async () => {
    await expect(startMock({ port: 0, prism: sharedPrism(), dynamic: true })).rejects.toThrow('--dynamic needs the mock\'s own Prism');
  });
});
