import { setupServer } from 'msw/node';
import { handlers, unknownEndpointHandler } from './handlers';

/** The same handlers for Jest and Node scripts; nothing is persisted here. */
export const server = setupServer(...handlers, unknownEndpointHandler);
