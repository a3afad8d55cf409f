import { useCallback, useMemo, useRef, useState } from 'react';

/**
 * One run at a time of a control's own action that spans more than a request (a form's
 * submission, Place Order's checkout): a second click that lands before the control re-renders as
 * disabled is dropped, not sent, and `running` is what the control shows. A request a feature slice
 * follows per line is known from that slice instead (src/kernel/in-flight.ts).
 */
export function useSingleFlight() {
  const guard = useRef(false);
  const [running, setRunning] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    if (guard.current) return;
    guard.current = true;
    setRunning(true);
    try {
      await work();
    } finally {
      guard.current = false;
      setRunning(false);
    }
  }, []);
  return useMemo(() => ({ running, run }), [running, run]);
}
