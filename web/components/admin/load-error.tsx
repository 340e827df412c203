import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

type LoadErrorProps = {
  /** Why the admin screen's data did not load (the server's message). */
  message: string;
  onRetry: () => void;
};

/** An admin screen whose data failed to load: the reason, and 'Try again'. */
export function LoadError({ message, onRetry }: LoadErrorProps) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="justify-self-start"
          onClick={onRetry}
        >
          Try again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
