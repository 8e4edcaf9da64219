// Stored file names (issue 20 hole 12): a long name keeps its extension, bidirectional controls
// cannot disguise one, and nothing of a path survives.
import { describe, expect, it } from 'vitest';
import { cleanFileName } from '../src/modules/selection/file-store';

describe('cleanFileName', () => {
  it('cuts a name over 255 characters and keeps its extension', () => {
    const name = `${'очень длинное имя '.repeat(20)}.pdf`;
    const cleaned = cleanFileName(name);
    expect(cleaned).toHaveLength(255);
    expect(cleaned.endsWith('.pdf')).toBe(true);
  });

  it('never leaves half of a surrogate pair at the cut', () => {
    const cleaned = cleanFileName(`${'a'.repeat(250)}😀😀😀.png`);
    expect(cleaned.endsWith('.png')).toBe(true);
    expect(cleaned).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
  });

  it('removes bidirectional controls that would show «exe.pdf» for a .exe', () => {
    expect(cleanFileName('счёт\u202Efdp.exe')).toBe('счётfdp.exe');
    expect(cleanFileName('a\u2066b\u2069c\u200Fd\u061C.txt')).toBe('abcd.txt');
  });

  it('keeps only the last path part and drops control characters', () => {
    expect(cleanFileName('..\\..\\etc/passwd\u0000')).toBe('passwd');
    expect(cleanFileName('..')).toBe('file');
  });
});
