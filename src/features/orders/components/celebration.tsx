import { lazy, Suspense, useEffect, useState } from 'react';
import { CONFETTI_MS } from '@/shared/constants';

// Its own chunk: only a shopper who just paid downloads it.
const Confetti = lazy(() => import(/* webpackChunkName: "confetti" */ 'react-confetti'));

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** Confetti over the page for CONFETTI_MS (spec §4), then gone; skipped for reduced motion. */
export function Celebration() {
  const [running, setRunning] = useState(() => !prefersReducedMotion());

  useEffect(() => {
    const timer = window.setTimeout(() => setRunning(false), CONFETTI_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!running) return null;
  return (
    <div className="celebration" aria-hidden="true" data-testid="celebration">
      <Suspense fallback={null}>
        <Confetti
          width={window.innerWidth}
          height={window.innerHeight}
          numberOfPieces={300}
          tweenDuration={1200}
          recycle={false}
          style={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 50 }}
        />
      </Suspense>
    </div>
  );
}
