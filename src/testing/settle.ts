import { act } from '@testing-library/react';

/**
 * Lets the store's batched notifications reach the screen inside act before a test goes on or ends.
 * RTK's store (configureStore's autoBatchEnhancer) tells its subscribers about a query's answer on
 * the next animation frame: a test that saw the answer in the store, and waited no further, would
 * have it re-render the screen later, outside act.
 */
export const settle = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
