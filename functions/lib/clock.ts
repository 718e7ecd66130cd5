/** The one place the back end reads the time, so that domain logic takes `now` as an argument. */
export const clock = {
  now: (): Date => new Date(),
};
