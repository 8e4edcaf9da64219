import { describe, expect, it } from 'vitest';
import { calcFileName, isShownCalcFile, shownCalcFiles } from '../../src/lib/calc-files';

describe('calculation files in the cabinet (portal §3 «History item»)', () => {
  it('shows names ending .pdf or .html, or with no extension', () => {
    expect(isShownCalcFile('Технический лист насоса EVR 2-4.pdf')).toBe(true);
    expect(isShownCalcFile('report.PDF')).toBe(true);
    expect(isShownCalcFile('Отчёт.html')).toBe(true);
    expect(isShownCalcFile('datasheet')).toBe(true);
    expect(isShownCalcFile('HQc.png')).toBe(false);
    expect(isShownCalcFile('Image.jpg')).toBe(false);
    expect(isShownCalcFile('table.xlsx')).toBe(false);
    expect(isShownCalcFile('notes.htm')).toBe(false);
  });

  it('gives an extension-less name .pdf, and leaves the others as they are', () => {
    expect(calcFileName('datasheet')).toBe('datasheet.pdf');
    expect(calcFileName('Подбор насоса 12')).toBe('Подбор насоса 12.pdf');
    // A dot in the middle of words is not an extension.
    expect(calcFileName('Лист 2.0 версия')).toBe('Лист 2.0 версия.pdf');
    expect(calcFileName('.pdf')).toBe('.pdf.pdf');
    expect(calcFileName('Отчёт.html')).toBe('Отчёт.html');
    expect(calcFileName('a.pdf')).toBe('a.pdf');
  });

  it('numbers the shown files from 1 in the server’s order, keeping their download paths', () => {
    const files = {
      'HQc.png': '/api/v1/files/1/HQc.png',
      'Powerc.png': '/api/v1/files/2/Powerc.png',
      'Image.jpg': '/api/v1/files/3/Image.jpg',
      'Технический лист насоса EVR 2-4.pdf': '/api/v1/files/4/x.pdf',
      summary: '/api/v1/files/5/summary',
      'Отчёт.html': '/api/v1/files/6/r.html',
    };
    expect(shownCalcFiles(files)).toEqual([
      { n: 1, name: 'Технический лист насоса EVR 2-4.pdf', path: '/api/v1/files/4/x.pdf' },
      { n: 2, name: 'summary.pdf', path: '/api/v1/files/5/summary' },
      { n: 3, name: 'Отчёт.html', path: '/api/v1/files/6/r.html' },
    ]);
  });

  it('has nothing to show for no files', () => {
    expect(shownCalcFiles(null)).toEqual([]);
    expect(shownCalcFiles(undefined)).toEqual([]);
    expect(shownCalcFiles({ 'a.png': '/x' })).toEqual([]);
  });
});
