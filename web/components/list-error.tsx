import { RotateCw } from 'lucide-react';
import { useLocation } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

type ListErrorProps = {
  /** 'Error loading tutorials: {message}'. */
  message: string;
  /** Fetches the list again; without it (a page React does not hydrate), the page is loaded again. */
  onRetry?: () => void;
  retrying?: boolean;
};

const style = { size: 'sm', variant: 'outline', className: 'mt-2 justify-self-start' } as const;

/** A list that failed to load: what went wrong, and 'Try Again' to fetch it again. */
export function ListError({ message, onRetry, retrying = false }: ListErrorProps) {
  return (
    <Alert variant="destructive" className="py-4">
      <AlertTitle>{message}</AlertTitle>
      <AlertDescription>
        {onRetry ? (
          <Button type="button" {...style} onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner /> : <RotateCw aria-hidden="true" />}
            Try Again
          </Button>
        ) : (
          <ReloadLink />
        )}
      </AlertDescription>
    </Alert>
  );
}

function ReloadLink() {
  const { pathname, search } = useLocation();
  return (
    <Button asChild {...style}>
      <a href={`${pathname}${search}`}>
        <RotateCw aria-hidden="true" />
        Try Again
      </a>
    </Button>
  );
}
