import type { FastifyPluginAsync } from 'fastify';
import { qnaRepository } from '../../../db/repositories/qna';

/** A question's first line, short enough for a link preview's title. */
const titleOf = (text: string) => {
  const line = text.split('\n')[0]?.trim() ?? '';
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};

/**
 * The Q&A pages' status and link previews: an unknown or hidden question answers HTTP 404 (the
 * app shows its not-found page).
 */
export const qnaPages: FastifyPluginAsync = async (app) => {
  const pages = app.webPages;
  if (!pages) return;
  const qna = qnaRepository(app.db);
  pages.resolve('/academics/qna', async () => ({
    title: 'Q&A Forum',
    description: 'Physics students asking and answering questions, with maths.',
  }));
  pages.resolve('/academics/qna/:id', async ({ id }) => {
    const entry = id && id.length <= 100 ? await qna.get(id) : undefined;
    if (!entry) return null;
    return {
      title: titleOf(entry.question),
      description: `Asked by ${entry.author}. ${entry.answers.length} answers.`,
      type: 'article',
    };
  });
};
