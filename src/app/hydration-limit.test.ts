import { onceOrAfter } from './hydration-limit';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('runs once when called, and not again at the limit or on a second call', () => {
  const then = jest.fn();
  const hydrated = onceOrAfter(then, 5000);
  jest.advanceTimersByTime(4999);
  expect(then).not.toHaveBeenCalled();
  hydrated();
  hydrated();
  jest.advanceTimersByTime(5000);
  expect(then).toHaveBeenCalledTimes(1);
});

it('runs at the limit when it is never called', () => {
  const then = jest.fn();
  onceOrAfter(then, 5000);
  jest.advanceTimersByTime(4999);
  expect(then).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(then).toHaveBeenCalledTimes(1);
});
