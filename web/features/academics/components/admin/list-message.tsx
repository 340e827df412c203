import { useFormState, type FieldValues, type Control, type FieldPath } from 'react-hook-form';

/** The message about a whole list ('Materials must have at most 100 entries'), above its rows. */
export function ListMessage<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T, unknown, FieldValues>;
  name: FieldPath<T>;
}) {
  const { errors } = useFormState({ control, name });
  const error = errors[name] as { message?: unknown; root?: { message?: unknown } } | undefined;
  const message = error?.message ?? error?.root?.message;
  if (typeof message !== 'string' || !message) return null;
  return <p className="text-sm font-medium text-destructive">{message}</p>;
}
