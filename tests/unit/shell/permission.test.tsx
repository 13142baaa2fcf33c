// spec 000 §6 / spec 001 §6: the permission directive, as a component and a click hook.
import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionStore } from '@/session/store.ts';
import { Permission, usePermittedClick } from '@/shell/Permission.tsx';

function asLevel(level: 'A2' | 'A3' | 'A3P' | 'A3S' | 'A3SP' | undefined, compType = '0') {
  sessionStore.setState({
    userInfo: level ? { USER_ID: 'U1', USER_NAME: '张敏', USER_INDVATTELVL: level, COMP_USER_TYPE: compType } : undefined,
  });
}
afterEach(() => {
  asLevel(undefined);
});

function Probe() {
  const location = useLocation();
  const click = usePermittedClick('A3S;A3SP', () => {
    document.title = 'done';
  });
  return (
    <>
      <Permission allowed="A3S;A3SP">
        <span>账户列表</span>
      </Permission>
      <Permission allowed="1" field="COMP_USER_TYPE">
        <span>企业管理</span>
      </Permission>
      <button type="button" onClick={() => click()}>
        切换企业
      </button>
      <output>{`${location.pathname}${location.search}`}</output>
    </>
  );
}

function renderProbe() {
  const router = createMemoryRouter([{ path: '*', Component: Probe }], { initialEntries: ['/home/index'] });
  return render(<RouterProvider router={router} />);
}

describe('Permission', () => {
  it.each([
    ['A3S', true],
    ['A3SP', true],
    ['A3P', false],
    ['A3', false],
    ['A2', false],
    [undefined, false],
  ] as const)('%s sees the element: %s', (level, shown) => {
    asLevel(level);
    renderProbe();
    expect(screen.queryByText('账户列表') !== null).toBe(shown);
  });

  it('compares another named field', () => {
    asLevel('A3SP', '1');
    renderProbe();
    expect(screen.getByText('企业管理')).toBeDefined();
  });

  it('sends a click without permission to /error/401 in the cover layout', () => {
    asLevel('A3');
    document.title = '';
    renderProbe();
    fireEvent.click(screen.getByText('切换企业'));
    expect(screen.getByRole('status').textContent).toBe('/error/401?layout=cover');
    expect(document.title).toBe('');
  });

  it('runs a permitted click', () => {
    asLevel('A3SP');
    renderProbe();
    fireEvent.click(screen.getByText('切换企业'));
    expect(document.title).toBe('done');
  });
});
