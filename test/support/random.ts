/** Test kit: a seeded random number generator, so that a failure can be replayed. */
export function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}
