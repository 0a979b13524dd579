import { ID, ID_PATTERN, MAX_ID, upToPattern } from './ids';

describe('ids', () => {
  it('matches every number from 1 to the bound and nothing else, for bounds of every shape', () => {
    for (const max of [1, 7, 9, 10, 19, 20, 99, 100, 101, 305, 999, 1000, 2047]) {
      const pattern = new RegExp(`^(?:${upToPattern(max)})$`);
      for (let n = 0; n <= max * 2 + 20; n++)
        expect([max, n, pattern.test(String(n))]).toEqual([max, n, n >= 1 && n <= max]);
    }
  });

  it('takes the ids of an integer column and refuses the numbers past it', () => {
    const taken = [
      '1',
      '42',
      '999999999',
      '1000000000',
      '2147483599',
      '2147483646',
      String(MAX_ID),
    ];
    for (const id of taken) expect([id, ID.test(id)]).toEqual([id, true]);
    const refused = [
      '0',
      '007',
      '-1',
      '1.5',
      '1e3',
      ' 1',
      '2147483648',
      '2147483650',
      '2147490000',
      '2200000000',
      '9999999999',
      '99999999999',
      '',
    ];
    for (const id of refused) expect([id, ID.test(id)]).toEqual([id, false]);
    expect(ID_PATTERN.startsWith('^(?:')).toBe(true);
  });
});
