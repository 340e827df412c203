import { useNavigation } from 'react-router';

/** A thin bar along the top of the window while the next route's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-primary-100"
    >
      <div className="h-full w-2/5 bg-linear-to-r from-primary-500 via-cyan-400 to-primary-500 motion-safe:animate-progress" />
    </div>
  );
}
