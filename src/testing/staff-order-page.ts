import { screen } from '@testing-library/react';
import { staffOrderPath } from '@/shared/paths';
import { renderApp } from './render-app';
import { startStaffSession } from './staff';

/** The demo owner signed in, on one order's console page: the rendered app and its "Next step" region. */
export async function openStaffOrder(orderId: string) {
  await startStaffSession();
  const view = await renderApp({ route: staffOrderPath(orderId) });
  const next = await screen.findByRole('region', { name: 'Next step' });
  return { ...view, next };
}
