// One upload limit (issue 50 item 4): a 10 MiB file passed the portal's check, then nginx answered
// 413 (client_max_body_size 10m) and so did the mock (10 MiB): both limited the multipart body, which
// is the file and the form around it. The portal, the mock gateway, the nginx template and the
// contract read one figure (src/protocol/upload-limits.ts); this holds them to it.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BODY_LIMITS } from '@mock/gateway/options.ts';
import { MAX_UPLOAD_BYTES, uploadLimit } from '@/kit/upload/rules.ts';
import { MAX_UPLOAD_BODY_BYTES, MAX_UPLOAD_FILE_BYTES, MULTIPART_ALLOWANCE_BYTES, NGINX_MAX_BODY } from '@/protocol/upload-limits.ts';

const ROOT = resolve(import.meta.dirname, '../..');

describe('the one upload limit', () => {
  it('is the contract\'s FILE maxLength for the file, and that plus the form\'s allowance for the body', () => {
    const file = parse(readFileSync(resolve(ROOT, 'openapi/paths/file.yaml'), 'utf8')) as {
      uploadFile: { post: { requestBody: { content: { 'multipart/form-data': { schema: { properties: { FILE: { maxLength: number } } } } } } } };
    };
    expect(file.uploadFile.post.requestBody.content['multipart/form-data'].schema.properties.FILE.maxLength).toBe(MAX_UPLOAD_FILE_BYTES);
    expect(MAX_UPLOAD_BODY_BYTES).toBe(MAX_UPLOAD_FILE_BYTES + MULTIPART_ALLOWANCE_BYTES);
  });

  it('is what the portal checks and shows, what the mock gateway takes, and what nginx takes', () => {
    expect(MAX_UPLOAD_BYTES).toBe(MAX_UPLOAD_FILE_BYTES);
    expect(uploadLimit()).toBe('10 MB');
    expect(BODY_LIMITS.upload).toBe(MAX_UPLOAD_BODY_BYTES);
    const template = readFileSync(resolve(ROOT, 'deploy/nginx.conf.template'), 'utf8');
    const sizes = [...template.matchAll(/^\s*client_max_body_size\s+(\S+);/gm)].map((m) => m[1]);
    // the server's (the /api location's uploads) and the CSP report endpoint's own, smaller one
    expect(sizes).toEqual([NGINX_MAX_BODY, '64k']);
    expect(NGINX_MAX_BODY).toBe('10304k');
  });
});
