// issue 51 item 1: 个人信息 is bound to updateBaseInfo (spec 000 §4's 完善信息), and offers it: under who
// is logged in, the form of the user's name, mobile and e-mail, starting from the name the bank knows.
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { toRouteObject } from '@/app/route-object.tsx';
import { screenLoader } from '@/app/screens.ts';
import { system } from '@/app/theme.ts';
import { MANIFEST } from '@/routing/manifest/index.ts';
import { sessionStore } from '@/session/store.ts';

afterEach(() => {
  sessionStore.setState({ userInfo: undefined });
});

describe('/mine/personalCenter/personalCenter', () => {
  it('shows who is logged in and the basic-information form of its bound operation', async () => {
    sessionStore.setState({ userInfo: { USER_ID: 'U1', USER_NAME: '张敏', USER_INDVATTELVL: 'A3SP', COMP_USER_TYPE: '1' } });
    const route = MANIFEST.find((r) => r.path === '/mine/personalCenter/personalCenter');
    if (!route) throw new Error('no personal center route');
    expect(route.operations?.[0]).toBe('updateBaseInfo');
    const router = createMemoryRouter([toRouteObject(route, screenLoader(route))], { initialEntries: [route.path] });
    render(<ChakraProvider value={system}><RouterProvider router={router} /></ChakraProvider>);
    expect(await screen.findByRole('heading', { level: 1, name: route.title }, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByTestId('user-name').textContent).toBe('张敏');
    const name = await screen.findByTestId('field-USER_NAME', {}, { timeout: 20_000 });
    expect((name as HTMLInputElement).value).toBe('张敏');
    expect(screen.getByTestId('field-MOBILE_NO')).toBeTruthy();
    expect(screen.getByTestId('field-EMAIL')).toBeTruthy();
  }, 40_000);
});
