/**
 * The shared toast area (spec §8: bottom-right, 1000 ms; placement is set on the Toaster).
 * notistack loads after the first screen, not before it: nothing toasts during the first paint,
 * and a toast asked for earlier simply waits for the module.
 */
type Variant = 'success' | 'info' | 'warning' | 'error';

const loadNotistack = () => import(/* webpackChunkName: "toasts" */ 'notistack');

function show(message: string, variant: Variant): void {
  void loadNotistack().then(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant }));
}

export const notify = {
  success: (message: string) => show(message, 'success'),
  info: (message: string) => show(message, 'info'),
  warning: (message: string) => show(message, 'warning'),
  error: (message: string) => show(message, 'error'),
};

export { loadNotistack };
