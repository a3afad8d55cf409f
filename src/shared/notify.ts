/**
 * The shared toast area (spec §8: bottom-right, 1000 ms; placement is set on the Toaster).
 * notistack is not part of any first load: the Toaster mounts its provider on the first toast,
 * and the toast is shown as soon as the provider is ready.
 */
type Variant = 'success' | 'info' | 'warning' | 'error';

export const loadNotistack = () => import(/* webpackChunkName: "toasts" */ 'notistack');

let announceReady: () => void = () => undefined;
const providerReady = new Promise<void>((resolve) => {
  announceReady = resolve;
});
const wanted = new Set<() => void>();
let requested = false;

/** The Toaster asks to hear about the first toast, so it can mount the provider then. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  wanted.add(listener);
  return () => wanted.delete(listener);
}

/** Called by the Toaster once notistack's provider is mounted and can take toasts. */
export function toasterReady(): void {
  announceReady();
}

function show(message: string, variant: Variant): void {
  if (!requested) {
    requested = true;
    for (const listener of wanted) listener();
  }
  // A toast area that failed to load has said so once (see Toaster); this toast is dropped.
  Promise.all([loadNotistack(), providerReady]).then(
    ([{ enqueueSnackbar }]) => enqueueSnackbar(message, { variant }),
    () => undefined,
  );
}

export const notify = {
  success: (message: string) => show(message, 'success'),
  info: (message: string) => show(message, 'info'),
  warning: (message: string) => show(message, 'warning'),
  error: (message: string) => show(message, 'error'),
};
