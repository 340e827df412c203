import { useEffect } from 'react';

/**
 * Marks the document once the app has rendered or hydrated (`<html data-app-ready>`). A public page
 * is on screen before its scripts run; browser tests wait for this mark before they click.
 */
export function AppReady() {
  useEffect(() => {
    document.documentElement.dataset.appReady = '';
  }, []);
  return null;
}
