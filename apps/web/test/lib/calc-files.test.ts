import { describe, expect, it } from 'vitest';
import { calcFileLinks, calcFileName, isDocumentFile } from '../../src/lib/calc-files';

describe('calculation files in the cabinet (portal §3 «History item», decision 0021)', () => {
  it('takes names ending .pdf or .html, or with no extension, for documents', () => {
    expect(isDocumentFile('Паспорт насоса EVR 2-4.pdf')).toBe(true);
    expect(isDocumentFile('report.PDF')).toBe(true);
    expect(isDocumentFile('Отчёт.html')).toBe(true);
    expect(isDocumentFile('datasheet')).toBe(true);
    expect(isDocumentFile('HQc.png')).toBe(false);
    expect(isDocumentFile('Image.jpg')).toBe(false);
    expect(isDocumentFile('notes.htm')).toBe(false);
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

  it('lists every file of a pump selection by its title and saved name, the datasheet first', () => {
    const files = {
      'HQc.png': '/api/v1/files/1/HQc.png',
      'Powerc.png': '/api/v1/files/2/Powerc.png',
      'Image.jpg': '/api/v1/files/3/Image.jpg',
      'Паспорт насоса EVR 10-4.pdf': '/api/v1/files/4/x.pdf',
      '~internal.json': '/api/v1/files/5/i.json',
    };
    expect(calcFileLinks(files, { type: 'pump', subject: 'EVR 10-4' })).toEqual([
      { title: 'Паспорт насоса', name: 'EVR 10-4 — Паспорт насоса.pdf', path: '/api/v1/files/4/x.pdf' },
      { title: 'График H–Q', name: 'EVR 10-4 — H-Q.png', path: '/api/v1/files/1/HQc.png' },
      { title: 'График мощности P2–Q', name: 'EVR 10-4 — P2-Q.png', path: '/api/v1/files/2/Powerc.png' },
      { title: 'Иллюстрация', name: 'EVR 10-4 — Иллюстрация.jpg', path: '/api/v1/files/3/Image.jpg' },
    ]);
  });

  it('names a datasheet made before the rename as the datasheet too', () => {
    const files = { 'Технический лист насоса EVR 2-4.pdf': '/api/v1/files/4/x.pdf' };
    expect(calcFileLinks(files, { type: 'pump', subject: 'EVR 2-4' })).toEqual([
      { title: 'Паспорт насоса', name: 'EVR 2-4 — Паспорт насоса.pdf', path: '/api/v1/files/4/x.pdf' },
    ]);
  });

  it('keeps the own names of files its calculator gives no titles for', () => {
    const files = { summary: '/api/v1/files/5/summary', 'Отчёт.html': '/api/v1/files/6/r.html' };
    expect(calcFileLinks(files, { type: 'station', subject: null })).toEqual([
      { title: 'summary.pdf', name: 'summary.pdf', path: '/api/v1/files/5/summary' },
      { title: 'Отчёт.html', name: 'Отчёт.html', path: '/api/v1/files/6/r.html' },
    ]);
  });

  it('has nothing to list for no files', () => {
    expect(calcFileLinks(null, { type: 'pump', subject: null })).toEqual([]);
    expect(calcFileLinks(undefined, { type: 'pump', subject: null })).toEqual([]);
  });
});
