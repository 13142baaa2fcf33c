// A contract or glossary problem names its file so that a developer can open it (issue 51 item 5:
// fixture contracts are written outside the project, and a fresh clone may sit beside them).
import { describe, expect, it } from 'vitest';
import { shownPath } from '@generators/shown-path.ts';

describe('the path a generator message shows', () => {
  it('is relative to the working folder for a file inside it', () => {
    expect(shownPath('/home/dev/eis/openapi/portal.yaml', '/home/dev/eis')).toBe('openapi/portal.yaml');
    expect(shownPath('/home/dev/eis/..notes/a.yaml', '/home/dev/eis')).toBe('..notes/a.yaml');
  });

  it('is the absolute path for a file outside it, wherever the folder sits', () => {
    expect(shownPath('/tmp/eis-contract-fixtures-x/bad.yaml', '/tmp/ci-run/project')).toBe('/tmp/eis-contract-fixtures-x/bad.yaml');
    expect(shownPath('/tmp/eis-contract-fixtures-x/bad.yaml', '/home/dev/eis')).toBe('/tmp/eis-contract-fixtures-x/bad.yaml');
    expect(shownPath('/home/dev', '/home/dev/eis')).toBe('/home/dev');
  });

  it('is the path itself for the working folder', () => {
    expect(shownPath('/home/dev/eis', '/home/dev/eis')).toBe('/home/dev/eis');
  });
});
