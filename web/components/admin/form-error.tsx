import { CircleAlert } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import { Alert, AlertDescription } from '@/components/ui/alert';

/** The form's own error, in red inside the dialog, announced when it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>{message}</AlertDescription>
    </Alert>
  );
}

/** FormError for a form on react-hook-form: its `errors.root` (a lost connection, a rate limit). */
export function FormRootError() {
  const { errors } = useFormState();
  return <FormError message={errors.root?.message} />;
}
