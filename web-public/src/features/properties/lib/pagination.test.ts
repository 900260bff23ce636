import { describe, expect, it } from 'vitest';
import { paginationWindow, resultRange } from './pagination';

const show = (c: number, l: number) =>
  paginationWindow(c, l)
    .map((p) => (typeof p === 'number' ? String(p) : '…'))
    .join(' ');

describe('paginationWindow', () => {
  it('handles no pages and a single page', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(show(1, 1)).toBe('1');
  });

  it('shows every page when few', () => {
    expect(show(1, 2)).toBe('1 2');
    expect(show(2, 3)).toBe('1 2 3');
  });

  it('at the first page', () => {
    expect(show(1, 10)).toBe('1 2 … 10');
  });

  it('near the start', () => {
    expect(show(2, 10)).toBe('1 2 3 … 10');
    expect(show(3, 10)).toBe('1 2 3 4 … 10');
    expect(show(4, 10)).toBe('1 … 3 4 5 … 10');
  });

  it('in the middle', () => {
    expect(show(6, 12)).toBe('1 … 5 6 7 … 12');
  });

  it('near and at the end', () => {
    expect(show(8, 10)).toBe('1 … 7 8 9 10');
    expect(show(9, 10)).toBe('1 … 8 9 10');
    expect(show(10, 10)).toBe('1 … 9 10');
  });

  it('clamps an out-of-range current page', () => {
    expect(show(50, 5)).toBe('1 … 4 5');
    expect(show(0, 5)).toBe('1 2 … 5');
  });

  it('keys the two ellipses apart', () => {
    expect(paginationWindow(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
  });
});

describe('resultRange', () => {
  it('computes the shown slice', () => {
    expect(resultRange(1, 12, 30)).toEqual([1, 12]);
    expect(resultRange(3, 12, 30)).toEqual([25, 30]);
    expect(resultRange(1, 12, 0)).toEqual([0, 0]);
    expect(resultRange(1, 12, 5)).toEqual([1, 5]);
  });
});
