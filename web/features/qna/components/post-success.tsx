import { CheckCircle2 } from 'lucide-react';

/** A quiet confirmation after a post; polite so screen readers hear it without losing their place. */
export function PostSuccess({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="flex items-center gap-2 rounded-md bg-green-50 px-3 py-2 text-sm font-medium text-green-800"
    >
      <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  );
}
