export const COMMENT_INTENT = 'comment';
export const commentFields = ['name', 'comment'] as const;
export type CommentField = (typeof commentFields)[number];

export const commentLabels: Record<CommentField, string> = {
  name: 'Your name',
  comment: 'Comment',
};
// After a post the comment box starts empty; the name stays.
export const commentCleared = ['comment'] as const;
