import { ThumbsUp } from 'lucide-react';
import { useFetcher } from 'react-router';
import { Button } from '@/components/ui/button';
import type { FormReply } from '@/lib/form-reply';

export const HELPFUL_INTENT = 'helpful';

type HelpfulReply = FormReply<never> & { helpful?: number };

/**
 * "Helpful (n)": once per browser. The server counts one mark per browser (its visitor cookie) and
 * says which answers it counted for this one, so the button shows as marked only when the mark was
 * counted. Posts to the question page's action without leaving the page (or as a plain form).
 *
 * Not on react-hook-form, unlike the other forms: it has no field a person fills in (only the
 * hidden intent and answer id), so there is nothing to check or to show a message under; the
 * server's answer is the one message.
 */
export function HelpfulButton({
  answerId,
  count,
  marked,
}: {
  answerId: string;
  count: number;
  /** This browser marked it already. */
  marked: boolean;
}) {
  const fetcher = useFetcher<HelpfulReply>({ key: `helpful-${answerId}` });
  const reply = fetcher.data;
  // Counted now, or counted before for this browser (409): either way it is done here.
  const done = marked || reply?.ok === true || (reply?.ok === false && reply.status === 409);

  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="intent" value={HELPFUL_INTENT} />
      <input type="hidden" name="answerId" value={answerId} />
      {reply && (
        <span role="status" className="text-xs text-muted-foreground">
          {reply.ok ? 'Thanks for your feedback' : reply.formError}
        </span>
      )}
      <Button
        type="submit"
        size="sm"
        variant={done ? 'secondary' : 'outline'}
        aria-pressed={done}
        disabled={done || fetcher.state !== 'idle'}
      >
        <ThumbsUp aria-hidden="true" />
        {done ? 'Marked helpful' : 'Helpful'} ({reply?.helpful ?? count})
      </Button>
    </fetcher.Form>
  );
}
