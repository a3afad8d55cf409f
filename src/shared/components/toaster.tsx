import { lazy, Suspense } from 'react';
import { TOAST_MS } from '../constants';
import { loadNotistack } from '../notify';

const SnackbarProvider = lazy(async () => ({ default: (await loadNotistack()).SnackbarProvider }));

/**
 * The toast area, mounted beside the app rather than around it, so the app never waits for it.
 * notistack's enqueueSnackbar reaches whichever provider is mounted.
 */
export function Toaster() {
  return (
    <Suspense fallback={null}>
      <SnackbarProvider
        maxSnack={3}
        autoHideDuration={TOAST_MS}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      />
    </Suspense>
  );
}
