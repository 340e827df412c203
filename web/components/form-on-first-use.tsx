import { lazy, memo, Suspense, useEffect, useRef, type ComponentType, type ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';

/**
 * What counts as starting to use a form (or about to): its code is fetched then. A value can also
 * change with no pointer or focus first (assistive technology, autofill).
 */
const firstUseEvents = [
  'pointerover',
  'pointerdown',
  'focusin',
  'keydown',
  'input',
  'change',
] as const;

/**
 * A public form whose code (react-hook-form, zod and the contract's rules: 40+ KB of gzip) is
 * fetched when the visitor first uses it, not with the page (ADR 0017). The server renders the
 * whole form, so it is there, and works as a plain form posting to the page's action, before any
 * script runs. On the page's first load React leaves that form's HTML as it is (a Suspense
 * boundary still to hydrate) until a pointer or the focus comes into it; then it fetches the code
 * and hydrates the form, keeping what was typed meanwhile (useKeepEarlyInput). A page reached by
 * a client navigation has no server HTML to keep: it fetches the code at once. The academics
 * lists' search and filters load the same way (their controls and labels).
 *
 *   export const ContactFormFields = formOnFirstUse(
 *     () => import('./contact-form-fields').then((module) => module.ContactFormFields),
 *   );
 */
export function formOnFirstUse<P extends object>(
  load: () => Promise<ComponentType<P>>,
  /** Shown while a form with no server HTML (a client navigation) fetches its code. */
  fallback: ReactNode = <LoadingForm />,
): ComponentType<P> {
  let startLoading = () => {};
  const firstUse = new Promise<void>((resolve) => {
    startLoading = resolve;
  });
  /** Whether the form runs on its code yet, or never will (its code could not be fetched). */
  let state: 'waiting' | 'live' | 'failed' = 'waiting';
  let settle = (_outcome: 'live' | 'failed') => {};
  const settled = new Promise<'live' | 'failed'>((resolve) => {
    settle = (outcome) => {
      state = outcome;
      resolve(outcome);
    };
  });
  const onServer = typeof document === 'undefined';
  const Form = lazy(async () => {
    if (!onServer) await firstUse;
    try {
      const Loaded = await load();
      function Live(props: P) {
        useEffect(() => settle('live'), []);
        return <Loaded {...props} />;
      }
      return { default: Live };
    } catch {
      // Offline, say: the server's form stays, and posts as a plain form (see the submit below).
      settle('failed');
      return new Promise<never>(() => {});
    }
  });

  // Memoised: a parent re-rendering with the same props must not touch the boundary while it
  // waits to hydrate (React would throw its server HTML away and show the fallback instead).
  const Boundary = memo(function FormBoundary(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Form {...props} />
      </Suspense>
    );
  });

  function FormOnFirstUse(props: P) {
    const box = useRef<HTMLDivElement>(null);
    useEffect(() => {
      const element = box.current;
      // No server HTML in the box (a client navigation, or the fallback): nothing to wait for.
      // Nor when the server answered this form with messages: the visitor is using it already.
      if (!element?.querySelector('form') || element.querySelector(answered)) {
        startLoading();
        return;
      }
      const within = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      const start = (event: Event) => {
        if (within(event)) startLoading();
      };
      // A submit before the code is there waits for it, so the form is checked as usual.
      const submit = (event: Event) => {
        if (state !== 'waiting' || !within(event)) return;
        const form = event.target as HTMLFormElement;
        const { submitter } = event as SubmitEvent;
        event.preventDefault();
        startLoading();
        void settled.then((outcome) => {
          if (outcome === 'live') form.requestSubmit(submitter ?? undefined);
          else HTMLFormElement.prototype.submit.call(form);
        });
      };
      // On the window, in the capture phase: React stops these events at its root while the
      // form waits to hydrate, so they never reach the form's own box.
      const listeners: Array<[string, (event: Event) => void]> = [
        ...firstUseEvents.map((type) => [type, start] as [string, (event: Event) => void]),
        ['submit', submit],
      ];
      for (const [type, listener] of listeners) {
        window.addEventListener(type, listener, { capture: true });
      }
      return () => {
        for (const [type, listener] of listeners) {
          window.removeEventListener(type, listener, { capture: true });
        }
      };
    });
    return (
      <div ref={box} data-slot="form-on-first-use" className="contents">
        <Boundary {...props} />
      </div>
    );
  }
  return FormOnFirstUse;
}

/** What the server marks in a form it answered with messages. */
const answered = '[aria-invalid="true"], [role="alert"]';

function LoadingForm() {
  return (
    <div
      role="status"
      className="grid min-h-48 place-items-center text-sm text-muted-foreground"
      aria-live="polite"
    >
      <span className="inline-flex items-center gap-2">
        <Spinner className="size-4" />
        Loading the form…
      </span>
    </div>
  );
}
