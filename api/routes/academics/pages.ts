import type { FastifyPluginAsync } from 'fastify';
import { categories } from '../../../contract/constants';
import { coursesRepository } from '../../../db/repositories/courses';
import { tutorialsRepository } from '../../../db/repositories/tutorials';

/** The hub's tagline, also its pages' description for link previews. */
export const academicsTagline =
  'Courses, tutorials, learning resources and past questions for every physics student, from 100L to 400L.';

/** Ids are short; anything longer cannot name a record, so the query is skipped. */
const plausibleId = (id: string | undefined): id is string =>
  id !== undefined && id.length > 0 && id.length <= 100;

/**
 * The academics pages' status and link previews: a category, course or tutorial that does not
 * exist answers HTTP 404 (the app shows its not-found page); the others carry their own title.
 */
export const academicsPages: FastifyPluginAsync = async (app) => {
  const pages = app.webPages;
  if (!pages) return;
  const courses = coursesRepository(app.db);
  const tutorials = tutorialsRepository(app.db);

  pages.resolve('/academics', async () => ({
    title: 'Academics Hub',
    description: academicsTagline,
  }));
  pages.resolve('/academics/tutorials', async () => ({
    title: 'Tutorials & Workshops',
    description: 'Video lessons and lecture notes from our lecturers, by category and level.',
  }));
  pages.resolve('/academics/learning-resources', async () => ({
    title: 'Learning Resources',
    description: 'Textbooks, simulations, videos and reference links for every physics course.',
  }));
  pages.resolve('/academics/past-questions', async () => ({
    title: 'Past Questions',
    description: 'Past examination and test papers by category, level, course and year.',
  }));

  pages.resolve('/academics/category/:categoryId', async ({ categoryId }) => {
    const category = categories.find((item) => item.id === categoryId);
    if (!category) return null;
    return { title: `${category.name} | Academics`, description: category.description };
  });

  pages.resolve('/academics/course/:id', async ({ id }) => {
    const course = plausibleId(id) ? await courses.get(id) : undefined;
    if (!course) return null;
    return { title: `${course.id}: ${course.title}`, description: course.description };
  });

  pages.resolve('/tutorials/:id', async ({ id }) => {
    const tutorial = plausibleId(id) ? await tutorials.get(id) : undefined;
    if (!tutorial) return null;
    return {
      title: tutorial.title,
      description: tutorial.description,
      image: tutorial.thumbnail,
      type: 'article',
    };
  });
};
