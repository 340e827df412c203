/**
 * The comment form's names and labels: what its route action (which checks a post) and the
 * form share, apart from the form's own code, which loads on first use (ADR 0017).
 */
export const COMMENT_INTENT = 'comment';
export const commentFields = ['name', 'comment'] as const;
export type CommentField = (typeof commentFields)[number];

export const commentLabels: Record<CommentField, string> = {
  name: 'Your name',
  comment: 'Comment',
};
// After a post the comment box starts empty; the name stays.
export const commentCleared = ['comment'] as const;
