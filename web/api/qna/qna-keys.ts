/** Every cached Q&A query sits under ['qna'], so a change refreshes them all. */
export const qnaKeys = {
  all: ['qna'] as const,
  list: () => [...qnaKeys.all, 'list'] as const,
  question: (id: string) => [...qnaKeys.all, 'question', id] as const,
  moderation: () => [...qnaKeys.all, 'moderation'] as const,
  comments: (tutorialId: string) => [...qnaKeys.all, 'tutorial-comments', tutorialId] as const,
  allComments: () => [...qnaKeys.all, 'moderated-comments'] as const,
};
