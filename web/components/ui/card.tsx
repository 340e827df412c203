import type * as React from 'react';
import { cn } from '@/lib/cn';

/** A bordered surface for a group of content. Compose with the parts below; all are optional. */
function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col gap-4 rounded-card border border-border bg-card py-5 text-card-foreground shadow-xs',
        className,
      )}
      {...props}
    />
  );
}

/** Title, description and an optional action (top right). */
function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid auto-rows-min grid-rows-[auto_auto] items-start gap-1 px-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]',
        className,
      )}
      {...props}
    />
  );
}

/** The card's heading. Renders an h2 by default; pass `asHeading` to pick the level. */
function CardTitle({
  className,
  asHeading: Heading = 'h2',
  ...props
}: React.ComponentProps<'h2'> & { asHeading?: 'h2' | 'h3' | 'h4' }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn('text-base leading-6 font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p
      data-slot="card-description"
      className={cn('text-sm text-muted-foreground', className)}
      {...props}
    />
  );
}

function CardAction({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start justify-self-end', className)}
      {...props}
    />
  );
}

function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-5', className)} {...props} />;
}

export { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle };
