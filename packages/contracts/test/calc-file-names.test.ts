// What a calculation's files are called where a user sees them (decision 0021): the label in the
// cabinet, and the name a download saves under with its ASCII fallback.
import { describe, expect, it } from 'vitest';
import { calcFileDownloadName, calcFileTitle, pumpDocumentLabels } from '../src';

describe('calculation file names', () => {
  it('names a pump’s files by the model and what each is, with an ASCII fallback', () => {
    const name = (key: string) => calcFileDownloadName('pump', 'EVR 10-4', key);
    expect(name('HQc.png')).toEqual({ name: 'EVR 10-4 — H-Q.png', ascii: 'EVR 10-4 - H-Q.png' });
    expect(name('Powerc.png')).toEqual({ name: 'EVR 10-4 — P2-Q.png', ascii: 'EVR 10-4 - P2-Q.png' });
    expect(name('Image.jpg')).toEqual({ name: 'EVR 10-4 — Иллюстрация.jpg', ascii: 'EVR 10-4 - image.jpg' });
    expect(name(pumpDocumentLabels.files.datasheet('EVR 10-4'))).toEqual({
      name: 'EVR 10-4 — Паспорт насоса.pdf',
      ascii: 'EVR 10-4 - datasheet.pdf',
    });
    // A datasheet stored before the rename is the same document.
    expect(name('Технический лист насоса EVR 10-4.pdf').name).toBe('EVR 10-4 — Паспорт насоса.pdf');
  });

  it('the datasheet has one name: its key, its heading and its label', () => {
    expect(pumpDocumentLabels.documentName).toBe('Паспорт насоса');
    expect(pumpDocumentLabels.datasheet.kind).toBe('Паспорт насоса');
    expect(pumpDocumentLabels.files.datasheet('EVR 10-4')).toBe('Паспорт насоса EVR 10-4.pdf');
    expect(calcFileTitle('pump', 'Паспорт насоса EVR 10-4.pdf')?.label).toBe('Паспорт насоса');
  });

  it('keeps the name of a file no calculator titles, and drops what ASCII cannot carry', () => {
    expect(calcFileDownloadName('station', null, 'Подбор станции.pdf')).toEqual({
      name: 'Подбор станции.pdf',
      ascii: null,
    });
    expect(calcFileDownloadName('station', 'Станция 2', 'Отчёт.pdf')).toEqual({
      name: 'Станция 2 — Отчёт.pdf',
      ascii: 'file.pdf',
    });
    expect(calcFileDownloadName('pump', null, 'HQc.png')).toEqual({ name: 'H-Q.png', ascii: 'H-Q.png' });
  });
});
