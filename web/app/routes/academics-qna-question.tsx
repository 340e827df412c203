import { useParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { Button } from '@/components/ui/button';
import { useQuestion } from '@/features/qna/api/get-question';
import { QuestionDetail } from '@/features/qna/components/question-detail';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { ApiError } from '@/lib/api-client';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /academics/qna/:id: one question; an unknown or hidden id shows not-found (the server said 404). */
export function Component() {
  const { id = '' } = useParams();
  const question = useQuestion(id);
  const { data: site } = useSiteInfo();
  useDocumentTitle(`Question | ${site?.abbreviation ?? FALLBACK_ABBREVIATION}`);
  if (question.isPending) {
    return (
      <div
        role="status"
        aria-label="Loading the question"
        className="container-page grid max-w-3xl gap-4 py-14"
      >
        <Skeleton className="h-10 w-4/5" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (question.isError) {
    if (question.error instanceof ApiError && question.error.status === 404) return <NotFound />;
    return (
      <div role="alert" className="container-page grid max-w-3xl justify-items-start gap-3 py-14">
        <p>{question.error.message}</p>
        <Button type="button" variant="outline" onClick={() => void question.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <QuestionDetail entry={question.data} />;
}
