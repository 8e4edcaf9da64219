// The phone's tooltip (issue 19 item 8): in the chart's corner across from the pointer, never under it.
import { describe, expect, it } from 'vitest';
import { awayFromPointer } from '../../../src/components/calculator/echart';

const size = { contentSize: [150, 80] as [number, number], viewSize: [350, 240] as [number, number] };
const place = (x: number, y: number) => awayFromPointer([x, y], null, null, null, size);
const covers = ([left, top]: [number, number], x: number, y: number) =>
  x >= left && x <= left + 150 && y >= top && y <= top + 80;

describe('awayFromPointer', () => {
  it('puts the box in the opposite corner, inside the chart', () => {
    expect(place(40, 30)).toEqual([196, 156]); // pointer top left → box bottom right
    expect(place(300, 200)).toEqual([4, 4]); // bottom right → top left
    expect(place(300, 30)).toEqual([4, 156]);
    expect(place(40, 200)).toEqual([196, 4]);
  });

  it('never covers the point read, wherever the finger is', () => {
    for (let x = 0; x <= 350; x += 25)
      for (let y = 0; y <= 240; y += 20) expect(covers(place(x, y), x, y)).toBe(false);
  });
});
