import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';

/** A quiet link back to the page this one belongs to (on the dark heading band). */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-cyan-200 underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
