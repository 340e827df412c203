import { QnaModeration } from '@/features/qna/components/admin/qna-moderation';
import { adminMeta } from '../../layouts/admin-meta';

export const meta = adminMeta('Q&A moderation');

/** /admin/qna: moderate questions, answers and tutorial comments (every staff member). */
export default function AdminQna() {
  return <QnaModeration />;
}
