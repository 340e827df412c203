import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

type LabelledControlProps = {
  label: React.ReactNode;
  /** Renders the control with the id its label points at. */
  children: (id: string) => React.ReactNode;
  className?: string;
};

/**
 * A label and its control outside any form: a list's filter, which applies as it changes and has
 * nothing to check (forms use the Form parts in ./form.tsx).
 *
 *   <LabelledControl label="Level">{(id) => <NativeSelect id={id} …>…</NativeSelect>}</LabelledControl>
 */
function LabelledControl({ label, children, className }: LabelledControlProps) {
  const id = `control-${useId()}`;
  return (
    <div data-slot="labelled-control" className={cn('grid gap-1.5', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

export { LabelledControl };
