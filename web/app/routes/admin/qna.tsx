import { QnaModeration } from '@/features/qna/components/admin/qna-moderation';
import { useAdminTitle } from '../../layouts/admin-title';

/** /admin/qna: moderate questions, answers and tutorial comments (every staff member). */
export function Component() {
  useAdminTitle('Q&A moderation');
  return <QnaModeration />;
}
