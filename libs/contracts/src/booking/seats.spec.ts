import { remainingSpots } from './seats';

describe('remainingSpots', () => {
  it.each([
    [10, 0, 10],
    [10, 4, 6],
    [10, 10, 0],
    [8, 10, 0],
  ])('capacity %i with %i taken leaves %i', (capacity, booked, left) => {
    expect(remainingSpots(capacity, booked)).toBe(left);
  });
});
