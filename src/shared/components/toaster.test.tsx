import { act, render, screen } from '@testing-library/react';

/**
 * The toast area's chunk can fail to load (a deploy since the page opened, or no network). The
 * page beside it must go on working; the toast is dropped with a console warning.
 */
jest.mock('../notify', () => {
  const actual = jest.requireActual<typeof import('../notify')>('../notify');
  return { ...actual, loadNotistack: () => Promise.reject(new Error('Loading chunk toasts failed')) };
});

import { notify } from '../notify';
import { Toaster } from './toaster';

test('a toast area whose chunk fails to load leaves the page beside it working', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  render(
    <>
      <p>The page</p>
      <Toaster />
    </>,
  );

  await act(async () => {
    notify.success('Added to cart');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('toasts could not be loaded'), expect.any(Error));
  warn.mockRestore();
});
