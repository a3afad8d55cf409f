import { setupServer } from 'msw/node';
import { mockHandlers } from './memory-backend';

/** The embedded mock's handlers for Jest and Node scripts; nothing is persisted here. */
export const server = setupServer(...mockHandlers);
