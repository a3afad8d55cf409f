import { enqueueSnackbar } from 'notistack';

/** The shared toast area (spec §8: bottom-right, 1000 ms; placement is set on the provider). */
export const notify = {
  success: (message: string) => enqueueSnackbar(message, { variant: 'success' }),
  info: (message: string) => enqueueSnackbar(message, { variant: 'info' }),
  warning: (message: string) => enqueueSnackbar(message, { variant: 'warning' }),
  error: (message: string) => enqueueSnackbar(message, { variant: 'error' }),
};
