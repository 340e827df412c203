import { RotateCw } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ListErrorProps = {
  /** 'Error loading tutorials: {message}'. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
};

/** A list that failed to load: what went wrong, and 'Try Again' to fetch it again. */
export function ListError({ message, onRetry, retrying = false }: ListErrorProps) {
  return (
    <Alert variant="destructive" className="py-4">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        <Button
          type="button"
          size="sm"
          variant="outline"
          className="mt-2 justify-self-start"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
          Try Again
        </Button>
      </AlertDescription>
    </Alert>
  );
}
