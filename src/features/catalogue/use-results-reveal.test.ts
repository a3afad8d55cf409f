import { act, renderHook } from '@testing-library/react';
import { useResultsReveal } from './use-results-reveal';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderReveal() {
  const initialProps: { count: number | null } = { count: null };
  return renderHook(({ count }) => useResultsReveal(count), { initialProps });
}

/** Not revealed until 500 ms have passed, and revealed then. */
function expectRevealedIn500ms(result: { current: boolean }) {
  act(() => jest.advanceTimersByTime(499));
  expect(result.current).toBe(false);
  act(() => jest.advanceTimersByTime(1));
  expect(result.current).toBe(true);
}

describe('useResultsReveal', () => {
  it('never reveals while loading, then reveals a count 500 ms after it is known (spec §2)', () => {
    const { result, rerender } = renderReveal();
    act(() => jest.advanceTimersByTime(5000));
    expect(result.current).toBe(false);

    rerender({ count: 12 });
    expectRevealedIn500ms(result);
  });

  it('waits 500 ms again for a new count, but not to go back to the count still shown', () => {
    const { result, rerender } = renderReveal();
    rerender({ count: 12 });
    act(() => jest.advanceTimersByTime(500));

    rerender({ count: 5 });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(499));
    rerender({ count: 12 });
    expect(result.current).toBe(true);

    rerender({ count: 5 });
    expectRevealedIn500ms(result);
  });
});
