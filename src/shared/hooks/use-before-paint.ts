import { useEffect, useLayoutEffect } from 'react';

/**
 * A layout effect in the browser. On the server no effect runs; useEffect there keeps React from
 * warning about a layout effect.
 */
export const useBeforePaint = typeof window === 'undefined' ? useEffect : useLayoutEffect;
