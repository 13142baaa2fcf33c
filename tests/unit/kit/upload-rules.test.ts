// A chosen file is checked before anything is sent (issue 37; spec 000 §7 upload): type, empty,
// the contract's 10 MB.
import { describe, expect, it } from 'vitest';
import { BATCH_TYPES, DOCUMENT_TYPES, extensionOf, fileProblem, MAX_UPLOAD_BYTES } from '@/kit/upload/rules.ts';

describe('extensionOf', () => {
  it('reads the last extension in lower case', () => {
    expect(extensionOf('工资.2026.CSV')).toBe('csv');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('a.')).toBe('');
    expect(extensionOf('x.verylongext')).toBe('');
  });
});

describe('fileProblem', () => {
  it('takes a CSV of the right size for a batch', () => {
    expect(fileProblem({ name: '代发.csv', size: 1 }, BATCH_TYPES)).toBeUndefined();
    expect(fileProblem({ name: '代发.txt', size: MAX_UPLOAD_BYTES }, BATCH_TYPES)).toBeUndefined();
  });

  it('tells how to save a workbook as CSV where only CSV is read', () => {
    expect(fileProblem({ name: '代发.xlsx', size: 10 }, BATCH_TYPES)).toBe('本页读取 CSV 文件：请在 Excel 中“另存为”CSV（逗号分隔）后再选择');
    expect(fileProblem({ name: '代发.XLS', size: 10 }, BATCH_TYPES)).toContain('另存为');
    expect(fileProblem({ name: '单据.xlsx', size: 10 }, DOCUMENT_TYPES)).toBeUndefined();
  });

  it('names the types it takes for any other file', () => {
    expect(fileProblem({ name: 'a.exe', size: 10 }, BATCH_TYPES)).toBe('不支持该文件类型（.exe），请选择 .csv、.txt 文件');
    expect(fileProblem({ name: 'noext', size: 10 }, ['pdf'])).toBe('不支持该文件类型（无扩展名），请选择 .pdf 文件');
  });

  it('refuses an empty file and one over the limit, saying how big it is', () => {
    expect(fileProblem({ name: 'a.csv', size: 0 }, BATCH_TYPES)).toBe('文件为空，请重新选择');
    expect(fileProblem({ name: 'a.csv', size: MAX_UPLOAD_BYTES + 1 }, BATCH_TYPES)).toBe('文件为 10.00 MB，超过 10 MB 上限，请拆分后分批上传');
    expect(fileProblem({ name: 'a.csv', size: 15 * 1024 * 1024 }, BATCH_TYPES)).toBe('文件为 15.00 MB，超过 10 MB 上限，请拆分后分批上传');
    expect(fileProblem({ name: 'a.csv', size: 3 * 1024 * 1024 }, BATCH_TYPES, 2 * 1024 * 1024)).toContain('超过 2 MB 上限');
  });
});
