import { describe, expect, it } from 'vitest';
import { ordinal } from './ordinal';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [10, '10th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [14, '14th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [100, '100th'],
    [101, '101st'],
    [111, '111th'],
    [112, '112th'],
    [1002, '1002nd'],
  ])('%i -> %s', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });

  it('gives 0th for zero', () => {
    expect(ordinal(0)).toBe('0th');
  });

  it('uses the magnitude for negative numbers', () => {
    expect(ordinal(-1)).toBe('-1st');
    expect(ordinal(-12)).toBe('-12th');
  });
});
