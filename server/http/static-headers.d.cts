export const compressible: Set<string>;
export function staticHeaders(path: string, ext: string): { 'content-type': string; 'cache-control': string };
