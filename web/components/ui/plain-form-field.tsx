import { Slot } from 'radix-ui';
import { useId } from 'react';
import type * as React from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

/** The attributes that tie a control to its label, hint and error. */
type PlainControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
};

type PlainFormFieldProps = {
  label: React.ReactNode;
  /**
   * The control. An element (Input, Textarea) receives the id and aria attributes itself; a
   * function receives them to place where they belong, for instance on a SelectTrigger:
   *   {(control) => <Select …><SelectTrigger {...control}>…</SelectTrigger>…</Select>}
   */
  children: React.ReactElement | ((control: PlainControlProps) => React.ReactNode);
  /** A hint under the control. */
  description?: React.ReactNode;
  /** The error under the control; marks the control aria-invalid. */
  error?: string | undefined | null;
  /** Adds a quiet '(optional)' to the label. */
  optional?: boolean;
  /** The control's id (one is made up otherwise). */
  id?: string;
  className?: string;
};

/**
 * A label, a control, an optional hint and an optional error, wired for assistive technology:
 * the label names the control, and the hint and error describe it. For the public forms the
 * server checks (contact, membership, Q&A, comments): they post to their page's action with or
 * without scripts and must stay within the public pages' script budget, which react-hook-form and
 * zod in the browser would break (ADR 0016). Forms checked in the browser use ./form.tsx.
 *
 *   <PlainFormField label="Email" error={errors.email}>
 *     <Input type="email" autoComplete="email" value={email} onChange={…} />
 *   </PlainFormField>
 */
function PlainFormField({
  label,
  children,
  description,
  error,
  optional = false,
  id,
  className,
}: PlainFormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const descriptionId = description ? `${controlId}-description` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const control: PlainControlProps = {
    id: controlId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
  };

  return (
    <div
      data-slot="form-field"
      data-invalid={error ? '' : undefined}
      className={cn('grid gap-1.5', className)}
    >
      <Label htmlFor={controlId}>
        <span>
          {label}
          {optional && (
            <>
              {' '}
              <span className="font-normal text-muted-foreground">(optional)</span>
            </>
          )}
        </span>
      </Label>
      {typeof children === 'function' ? (
        children(control)
      ) : (
        <Slot.Root {...control}>{children}</Slot.Root>
      )}
      {description && (
        <p
          id={descriptionId}
          data-slot="form-description"
          className="text-xs leading-5 text-muted-foreground"
        >
          {description}
        </p>
      )}
      {error && (
        <p
          id={errorId}
          data-slot="form-error"
          className="text-sm leading-5 font-medium text-destructive"
        >
          {error}
        </p>
      )}
    </div>
  );
}

export { PlainFormField };
