import { outgoingRequest, type PreparedRequest } from './send-request';

/** One POSIX shell word: single quotes keep everything literal but a single quote, closed and escaped. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

/** The request as a curl command, one option a line, for a developer's terminal. */
export function curlCommand(request: PreparedRequest): string {
  const { url, method, headers, body } = outgoingRequest(request);
  const parts = [method === 'GET' ? `curl ${shellQuote(url)}` : `curl -X ${method} ${shellQuote(url)}`];
  for (const [name, value] of headers) parts.push(`-H ${shellQuote(`${name}: ${value}`)}`);
  if (body !== undefined) parts.push(`--data-raw ${shellQuote(body)}`);
  return parts.join(' \\\n  ');
}
