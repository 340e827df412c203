/** Every cached Q&A query sits under ['qna'], so a change refreshes them all. */
export const qnaKeys = {
  all: ['qna'] as const,
  moderation: () => [...qnaKeys.all, 'moderation'] as const,
  allComments: () => [...qnaKeys.all, 'moderated-comments'] as const,
};
