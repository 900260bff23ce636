import { describe, expect, it } from 'vitest';
import { folderNames, savedCountLine } from './lib';

describe('saved properties helpers', () => {
  it('writes the count line with the right noun', () => {
    expect(savedCountLine(0)).toBe('0 properties saved');
    expect(savedCountLine(1)).toBe('1 property saved');
    expect(savedCountLine(7)).toBe('7 properties saved');
  });

  it('lists distinct folders in order', () => {
    expect(
      folderNames([
        { bookmarkFolder: 'Lekki' },
        { bookmarkFolder: null },
        { bookmarkFolder: ' Abuja ' },
        { bookmarkFolder: 'Lekki' },
        { bookmarkFolder: '' },
      ]),
    ).toEqual(['Abuja', 'Lekki']);
  });
});
