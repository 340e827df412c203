import { ArrowLeft } from 'lucide-react';
import type * as React from 'react';
import { Link } from 'react-router';

/** A quiet link back to the list a page belongs to. */
export function BackLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-full text-sm font-semibold text-primary underline-offset-4 hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </Link>
  );
}
