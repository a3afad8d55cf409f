import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with a `load` to call ahead: once loaded, `Component` renders in the same commit
 * instead of suspending. A suspended part paints its fallback first and itself in a later commit
 * (on the first screen, a later largest paint); and hydrating a server-rendered page, a part
 * still suspended keeps its server HTML until its chunk comes, so an update meanwhile (the
 * session starting) would throw that HTML away.
 */
export function preloadableLazy(importComponent: () => Promise<ComponentType>) {
  let loaded: { default: ComponentType } | undefined;
  const load = () => importComponent().then((component) => (loaded = { default: component }));
  // React.lazy accepts any thenable; one that is already settled is read without suspending.
  const settled = (module: { default: ComponentType }) =>
    ({ then: (resolve: (value: typeof module) => void) => resolve(module) }) as Promise<typeof module>;
  return {
    load,
    /** Whether `Component` would render without suspending. */
    isLoaded: () => loaded !== undefined,
    Component: lazy(() => (loaded ? settled(loaded) : load())),
  };
}
