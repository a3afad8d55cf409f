/** Reason phrases for the codes the shop answers with; HTTP/2 servers send none. */
const reasonPhrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  422: 'Unprocessable Entity',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
};

export function statusTextOf(status: number, statusText: string): string {
  return statusText || reasonPhrases[status] || '';
}

export type StatusKind = 'success' | 'redirect' | 'client-error' | 'server-error' | 'other';

export function statusKind(status: number): StatusKind {
  if (status >= 200 && status < 300) return 'success';
  if (status >= 300 && status < 400) return 'redirect';
  if (status >= 400 && status < 500) return 'client-error';
  if (status >= 500) return 'server-error';
  return 'other';
}
