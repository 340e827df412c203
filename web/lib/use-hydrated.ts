import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders on the server and while the browser hydrates that markup, true in
 * every render after. For what the server cannot know (the URL's #fragment, say): reading it only
 * once hydrated keeps the first render the same as the server's, and React renders again at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
