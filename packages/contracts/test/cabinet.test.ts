// The cabinet's field rules: names, texts, dates (spec §5's message word for word), strict bodies.
import { describe, expect, it } from 'vitest';
import {
  cabinetMessages,
  cabinetNameSchema,
  historyRequest,
  isoDateSchema,
  itemUpdateRequest,
  objectCreateRequest,
  objectListRequest,
} from '../src';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('cabinet contracts', () => {
  it('trims names and refuses empty, long or multi-line ones with a clear message', () => {
    expect(cabinetNameSchema.parse('  ЖК «Солнечный»  ')).toBe('ЖК «Солнечный»');
    expect(firstMessage(cabinetNameSchema.safeParse('   '))).toBe(cabinetMessages.nameRequired);
    expect(firstMessage(cabinetNameSchema.safeParse(''))).toBe(cabinetMessages.nameRequired);
    expect(firstMessage(cabinetNameSchema.safeParse(null))).toBe(cabinetMessages.nameRequired);
    expect(cabinetNameSchema.safeParse('я'.repeat(100)).success).toBe(true);
    expect(firstMessage(cabinetNameSchema.safeParse('я'.repeat(101)))).toBe(cabinetMessages.nameMax);
    expect(firstMessage(cabinetNameSchema.safeParse('a\nb'))).toBe(cabinetMessages.badCharacters);
  });

  it("checks history dates as real calendar days with the spec's message", () => {
    expect(isoDateSchema.parse('2024-02-29')).toBe('2024-02-29');
    for (const bad of ['2023-02-29', '2024-13-01', '24-01-01', '2024-1-1', '01.02.2024', '2024-01-01T00:00'])
      expect(firstMessage(isoDateSchema.safeParse(bad))).toBe('Неверный формат даты. Ожидается гггг-мм-дд');
  });

  it('takes the spec payloads with nulls and refuses unknown fields (no mass assignment)', () => {
    expect(
      historyRequest.safeParse({ type: null, object_id: null, project_id: 5, offset: 0, limit: null })
        .success,
    ).toBe(true);
    expect(historyRequest.safeParse({ offset: 0, limit: 4, user_id: 2 }).success).toBe(false);
    expect(historyRequest.safeParse({ limit: 101 }).success).toBe(false);
    expect(
      objectListRequest.safeParse({ filters: { name: 'дом', sort: 'old' }, offset: 0, limit: 2, mini: true })
        .success,
    ).toBe(true);
    expect(objectCreateRequest.safeParse({ name: 'Дом', comment: null, user_id: 1 }).success).toBe(false);
    expect(itemUpdateRequest.parse({ name: ' Дом 2 ', comment: null })).toEqual({
      name: 'Дом 2',
      comment: null,
    });
    expect(itemUpdateRequest.safeParse({ name: 'Дом', id: 3 }).success).toBe(false);
  });
});
