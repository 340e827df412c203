/**
 * Said only to readers without JavaScript, where a control cannot work for them (filters, the
 * gallery's viewer): everything else on the page reads and links as usual.
 */
export function NeedsJavaScript({ children }: { children: React.ReactNode }) {
  return (
    <noscript>
      <p
        data-slot="needs-javascript"
        className="col-span-full rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground"
      >
        {children}
      </p>
    </noscript>
  );
}
