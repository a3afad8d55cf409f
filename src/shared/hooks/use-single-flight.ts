import { useMemo, useRef } from 'react';

/**
 * One request at a time per control: a second click that lands before the first request has
 * re-rendered the button as disabled is dropped, not sent.
 */
export function useSingleFlight() {
  const running = useRef(false);
  return useMemo(
    () => ({
      isRunning: () => running.current,
      run: async (work: () => Promise<void>) => {
        if (running.current) return;
        running.current = true;
        try {
          await work();
        } finally {
          running.current = false;
        }
      },
    }),
    [],
  );
}
