import { connectionDegreeOf } from './network-distance';

describe('network distance', () => {
  it.each([
    ['SELF', 0],
    ['FIRST_DEGREE', 1],
    ['DISTANCE_1', 1],
    ['SECOND_DEGREE', 2],
    ['DISTANCE_2', 2],
    ['THIRD_DEGREE', 3],
    ['distance_3', 3],
    ['OUT_OF_NETWORK', null],
    ['SOMETHING_NEW', null],
    [undefined, null],
  ])('reads %s as %s, whichever spelling the provider used', (input, expected) => {
    expect(connectionDegreeOf(input)).toBe(expected);
  });
});
