import { Slot } from 'radix-ui';
import { createContext, use, useId } from 'react';
import type * as React from 'react';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { cn } from '@/lib/cn';
import { Alert, AlertDescription } from './alert';
import { Label } from './label';

/**
 * The one form layer (shadcn/ui's Form pattern on react-hook-form): a field's rules come from the
 * contract's schema through the zod resolver, and its label, hint and message are wired to the
 * control here, once.
 *
 *   <Form {...form}>
 *     <form onSubmit={form.handleSubmit(save)}>
 *       <FormField control={form.control} name="title" render={({ field }) => (
 *         <FormItem>
 *           <FormLabel>Title</FormLabel>
 *           <FormControl><Input {...field} /></FormControl>
 *           <FormMessage />
 *         </FormItem>
 *       )} />
 */
const Form = FormProvider;

type FormFieldContextValue = { name: string };
const FormFieldContext = createContext<FormFieldContextValue | null>(null);

type FormItemContextValue = { id: string; hasDescription: boolean };
const FormItemContext = createContext<FormItemContextValue | null>(null);

/** One field of the form: react-hook-form's Controller, and the name its item's parts read. */
function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext>
  );
}

/** The field's name, its ids and its error, for the parts of one FormItem. */
function useFormField() {
  const field = use(FormFieldContext);
  const item = use(FormItemContext);
  const { getFieldState } = useFormContext();
  if (!field || !item) throw new Error('useFormField belongs inside <FormField> and <FormItem>');
  const formState = useFormState({ name: field.name });
  const state = getFieldState(field.name, formState);
  return {
    name: field.name,
    id: item.id,
    hasDescription: item.hasDescription,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
    error: state.error,
  };
}

type FormItemProps = React.ComponentProps<'div'> & {
  /** Set when the item holds a FormDescription, so the control is described by it. */
  described?: boolean;
};

/** A label, a control, an optional hint and the field's message, in a column. */
function FormItem({ className, described = false, ...props }: FormItemProps) {
  const id = useId();
  return (
    <FormItemContext value={{ id, hasDescription: described }}>
      <div data-slot="form-item" className={cn('grid gap-1.5', className)} {...props} />
    </FormItemContext>
  );
}

type FormLabelProps = React.ComponentProps<typeof Label> & {
  /** Adds a quiet '(optional)' after the text. */
  optional?: boolean;
};

function FormLabel({ className, optional = false, children, ...props }: FormLabelProps) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={className}
      htmlFor={formItemId}
      {...props}
    >
      <span>
        {children}
        {optional && (
          <>
            {' '}
            <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        )}
      </span>
    </Label>
  );
}

/** The control (Input, Textarea, SelectTrigger…): gets the id, and is described by hint and message. */
function FormControl(props: React.ComponentProps<typeof Slot.Root>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error && formMessageId]
    .filter(Boolean)
    .join(' ');
  return (
    <Slot.Root
      data-slot="form-control"
      id={formItemId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      {...props}
    />
  );
}

function FormDescription({ className, ...props }: React.ComponentProps<'p'>) {
  const { formDescriptionId } = useFormField();
  return (
    <p
      data-slot="form-description"
      id={formDescriptionId}
      className={cn('text-xs leading-5 text-muted-foreground', className)}
      {...props}
    />
  );
}

/** The field's message: its error, else nothing (or the children given). */
function FormMessage({ className, children, ...props }: React.ComponentProps<'p'>) {
  const { error, formMessageId } = useFormField();
  const body = error ? String(error.message ?? '') : children;
  if (!body) return null;
  return (
    <p
      data-slot="form-error"
      id={formMessageId}
      className={cn('text-sm leading-5 font-medium text-destructive', className)}
      {...props}
    >
      {body}
    </p>
  );
}

/** The message for the whole form (`errors.root`): a rate limit, a lost connection. */
function FormRootMessage({ className }: { className?: string }) {
  const { errors } = useFormState();
  const message = errors.root?.message;
  if (!message) return null;
  return (
    <Alert variant="destructive" data-slot="form-root-message" className={className}>
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

export {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  FormRootMessage,
};
