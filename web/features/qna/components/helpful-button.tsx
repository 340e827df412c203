import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useMarkHelpful } from '@/features/qna/api/mark-helpful';
import { hasMarkedHelpful, rememberHelpful } from './helpful-storage';

/** "Helpful (n)": once per browser (localStorage); the server also counts one mark per client. */
export function HelpfulButton({
  questionId,
  answerId,
  count,
}: {
  questionId: string;
  answerId: string;
  count: number;
}) {
  const mark = useMarkHelpful();
  const [marked, setMarked] = useState(() => hasMarkedHelpful(answerId));

  function onClick() {
    mark.mutate(
      { questionId, answerId },
      {
        onSuccess: () => {
          rememberHelpful(answerId);
          setMarked(true);
          toast.success('Thanks for your feedback');
        },
        onError: (error) => {
          // Marked already from this network: remember it, so the button stays done.
          if (error instanceof ApiError && error.status === 409) {
            rememberHelpful(answerId);
            setMarked(true);
          }
          toast.error(error.message);
        },
      },
    );
  }

  return (
    <Button
      type="button"
      size="sm"
      variant={marked ? 'secondary' : 'outline'}
      aria-pressed={marked}
      disabled={marked || mark.isPending}
      onClick={onClick}
    >
      <ThumbsUp aria-hidden="true" />
      {marked ? 'Marked helpful' : 'Helpful'} ({count})
    </Button>
  );
}
