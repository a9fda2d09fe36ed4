import { lazy, type ComponentType } from 'react';

/**
 * A popup whose code loads apart from the page's. `preload` fetches it and answers the load under
 * way, or nothing once the code is there.
 */
export type LazyPopup<P extends object> = ComponentType<P> & {
  preload: () => Promise<unknown> | undefined;
};

/**
 * A popup loaded on demand (React.lazy of a module's named export). Once loaded it renders at
 * once; otherwise it suspends until its code arrives (the popup host shows the loading state).
 */
export function lazyPopup<P extends object>(load: () => Promise<ComponentType<P>>): LazyPopup<P> {
  let loaded: ComponentType<P> | undefined;
  const loadOnce = async () => {
    loaded ??= await load();
    return loaded;
  };
  const Suspending = lazy(async () => ({ default: await loadOnce() }));
  function Popup(props: P) {
    const Loaded = loaded ?? Suspending;
    return <Loaded {...props} />;
  }
  return Object.assign(Popup, { preload: () => (loaded ? undefined : loadOnce()) });
}
