import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { TOAST_MS } from '../constants';
import { loadNotistack, onFirstToast, toasterReady } from '../notify';

const NoToasts = (): ReactNode => null;

const ToastArea = lazy(async () => {
  let SnackbarProvider;
  try {
    ({ SnackbarProvider } = await loadNotistack());
  } catch (error) {
    // A chunk gone since the page opened (or no network) costs the toasts, never the page beside them.
    console.warn('[toaster] toasts could not be loaded; messages are not shown', error);
    return { default: NoToasts };
  }
  function Ready() {
    useEffect(toasterReady, []);
    return null;
  }
  return {
    default: () => (
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      >
        <Ready />
      </SnackbarProvider>
    ),
  };
});

/**
 * The toast area, mounted beside the app (never around it, so the app never waits for it) and
 * only once something wants to toast. notistack's enqueueSnackbar reaches whichever provider is mounted.
 */
export function Toaster() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => onFirstToast(() => setNeeded(true)), []);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
