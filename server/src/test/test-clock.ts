// A clock a test sets and moves by hand (createTestApp's `clock` option), so time-bound rules are tested without waiting.

export interface TestClock {
  (): Date;
  /** Moves the clock on by this many milliseconds. */
  advance(ms: number): void;
  set(moment: string | Date): void;
}

export function testClock(start: string | Date = new Date()): TestClock {
  let now = new Date(start).getTime();
  const clock = () => new Date(now);
  clock.advance = (ms: number) => {
    now += ms;
  };
  clock.set = (moment: string | Date) => {
    now = new Date(moment).getTime();
  };
  return clock;
}
