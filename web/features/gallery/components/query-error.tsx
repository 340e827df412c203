import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A list that failed to load: the reason and a way to try again. */
export function QueryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert variant="destructive">
      <AlertTitle>Error loading photos: {message}</AlertTitle>
      <AlertDescription>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-2 justify-self-start"
          onClick={onRetry}
        >
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
