import { Toaster as Sonner, type ToasterProps } from 'sonner';
import type * as React from 'react';

/**
 * The toast region. Sonner's defaults are kept (3 visible, 14 px gap, Alt+T, 4 s, region labelled
 * 'Notifications'); only the look follows the design tokens.
 */
function Toaster(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      position="bottom-right"
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--color-card)',
          '--normal-text': 'var(--color-card-foreground)',
          '--normal-border': 'var(--color-border)',
          '--border-radius': 'var(--radius-control)',
        } as React.CSSProperties
      }
      toastOptions={{
        classNames: {
          toast: 'font-sans shadow-card',
          description: 'text-muted-foreground',
        },
      }}
      {...props}
    />
  );
}

export { Toaster };
