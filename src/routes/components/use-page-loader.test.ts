import { act, renderHook } from '@testing-library/react';
import { usePageLoader } from './use-page-loader';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows the loader for a second (spec §9), and for another second when the key changes', () => {
  const { result, rerender } = renderHook(({ key }) => usePageLoader(key), {
    initialProps: { key: 'first' },
  });
  const expectShownForASecond = () => {
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(999));
    expect(result.current).toBe(true);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(false);
  };
  expectShownForASecond();

  rerender({ key: 'second' });
  expectShownForASecond();
});
