import { RenderedMathProvider } from '@/components/math-text';
import { TutorialDetails } from '@/features/academics/components/tutorials/tutorial-details';
import {
  COMMENT_INTENT,
  commentFields,
  TutorialComments,
} from '@/features/qna/components/tutorial-comments';
import { formReply, readForm } from '@/lib/form-reply';
import { renderMath } from '@/lib/math.server';
import { found } from '@/lib/not-found';
import { absoluteUrl, pageMeta, rootData } from '@/lib/page-meta';
import type { Route } from './+types/tutorial';

/** The tutorial with its visible comments, and their maths rendered here, on the server. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const tutorial = found(await context.reads.tutorials.item(params.id));
  const math = renderMath([
    tutorial.description,
    ...tutorial.comments.map((comment) => comment.content),
  ]);
  return { tutorial, math };
}

/** A comment from the form below the tutorial. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const { values } = await readForm(request);
  const outcome = await context.forms.comment(params.id, values);
  return formReply(outcome, values, commentFields, COMMENT_INTENT);
}

export const meta: Route.MetaFunction = (args) => {
  const tutorial = args.data?.tutorial;
  const root = rootData(args.matches);
  if (!tutorial) return pageMeta(args, undefined);
  const path = `/tutorials/${encodeURIComponent(tutorial._id)}`;
  return pageMeta(args, {
    title: tutorial.title,
    description: tutorial.description,
    path,
    image: tutorial.thumbnail,
    type: 'article',
    jsonLd: root && {
      '@context': 'https://schema.org',
      '@type': tutorial.type === 'video' ? 'VideoObject' : 'LearningResource',
      name: tutorial.title,
      description: tutorial.description,
      ...(tutorial.type === 'video'
        ? {
            uploadDate: tutorial.uploadDate,
            ...(tutorial.thumbnail
              ? { thumbnailUrl: [absoluteUrl(root.origin, tutorial.thumbnail)] }
              : {}),
          }
        : { learningResourceType: 'Lecture notes' }),
      educationalLevel: tutorial.level,
      author: { '@type': 'Person', name: tutorial.lecturer },
      url: absoluteUrl(root.origin, path),
    },
  });
};

/** /tutorials/:id: one tutorial and its comments; an unknown id answers 404. */
export default function TutorialRoute({ loaderData }: Route.ComponentProps) {
  const { tutorial, math } = loaderData;
  return (
    <RenderedMathProvider math={math}>
      <TutorialDetails
        tutorial={tutorial}
        comments={<TutorialComments comments={tutorial.comments} />}
      />
    </RenderedMathProvider>
  );
}
