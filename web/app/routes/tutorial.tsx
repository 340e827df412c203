import { useParams } from 'react-router';
import { useTutorial } from '@/features/academics/api/get-tutorial';
import { DetailState } from '@/components/detail-state';
import { TutorialDetails } from '@/features/academics/components/tutorials/tutorial-details';
import { TutorialComments } from '@/features/qna/components/tutorial-comments';
import { useSiteInfo } from '@/features/site/api/get-site-info';
import { FALLBACK_ABBREVIATION } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Component as NotFound } from './not-found';

/** /tutorials/:id: one tutorial; an unknown id shows the not-found page (the server answered 404). */
export function Component() {
  const { id = '' } = useParams();
  const tutorial = useTutorial(id);
  const { data: site } = useSiteInfo();
  const abbreviation = site?.abbreviation ?? FALLBACK_ABBREVIATION;
  useDocumentTitle(
    tutorial.data ? `${tutorial.data.title} | ${abbreviation}` : `Tutorial | ${abbreviation}`,
  );
  return (
    <DetailState
      className="max-w-5xl"
      query={tutorial}
      what="this tutorial"
      notFound={<NotFound />}
    >
      {(data) => (
        <TutorialDetails tutorial={data} comments={<TutorialComments tutorialId={data._id} />} />
      )}
    </DetailState>
  );
}
