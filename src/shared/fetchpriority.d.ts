import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged interface repeats its parameter
  interface ImgHTMLAttributes<T> {
    /**
     * React 18 does not know the camel-cased `fetchPriority` (it warns and writes it as is); an
     * unknown lower-case attribute goes to the DOM unchanged.
     */
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
