import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Every public route's HTML, as the server sends it and before any script could run, carries the
 * content a reader came for: each case fetches the raw page (no browser, no JavaScript) and finds
 * a piece of the sample content, looked up through the public API, inside <main>. Stories running
 * alongside publish news and events: the lists' cases read the API and the page again until both
 * were read while nothing changed.
 */

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&nbsp;': ' ',
};

/** The text of the page's <main>, as a reader without scripts sees it. */
function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ');
}

async function json<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.ok(), path).toBe(true);
  return (await response.json()) as T;
}

async function pageText(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  return mainText(await response.text());
}

type News = { _id: string; title: string; name: string; body?: string; summary: string };
type Event = { _id: string; title: string; time: string; location: string; organizer: string };
type Course = { id: string; title: string; outline: string[]; category: string; level: string };
type Tutorial = { _id: string; title: string; description: string; lecturer: string };
type Question = { id: string; question: string; answers: { author: string }[] };
type TimetableClass = { course: string; venue: string; category: string; level: string };

test.describe('every public page arrives with its content in the HTML', () => {
  test('Home: the hero and the latest announcement', async ({ request }) => {
    await expect(async () => {
      const { news } = await json<{ news: News[] }>(request, '/api/academic-news?limit=1');
      const text = await pageText(request, '/');
      expect(text).toContain('Where curious minds explore the universe');
      expect(text).toContain(news[0]!.title);
    }).toPass({ timeout: 15_000 });
  });

  test('About, Contact and Join: their own text and forms', async ({ request }) => {
    expect(await pageText(request, '/about')).toContain('Become a Member');
    expect(await pageText(request, '/contact')).toContain('Send us a message');
    expect(await pageText(request, '/join')).toContain('Become a member');
  });

  test('the public forms are in the page itself, not put in later by a script', async ({
    request,
  }) => {
    const question = (await json<Question[]>(request, '/api/qna'))[0]!;
    const tutorial = (await json<Tutorial[]>(request, '/api/tutorials'))[0]!;
    const forms: Array<[string, string]> = [
      ['/contact', 'Contact form'],
      ['/join', 'Membership application'],
      ['/academics/qna', 'Ask a question'],
      [`/academics/qna/${question.id}`, 'Answer this question'],
      [`/tutorials/${tutorial._id}`, 'Add a comment'],
    ];
    for (const [path, name] of forms) {
      const html = await (await request.get(path)).text();
      // A form loads its code on first use (ADR 0017), but its HTML is all there, in place.
      expect(html, path).toMatch(new RegExp(`<form[^>]*aria-label="${name}"`));
      expect(html, path).not.toContain('Loading the form');
      expect(html, path).not.toMatch(/<template id="B:/);
    }
  });

  test('a testimonial: the whole quote', async ({ request }) => {
    expect(await pageText(request, '/testimonials/chiamaka-obi')).toContain('Chiamaka Obi');
  });

  test('/news and an article: titles, author and body', async ({ request }) => {
    await expect(async () => {
      const { news } = await json<{ news: News[] }>(request, '/api/academic-news?limit=2');
      const list = await pageText(request, '/news');
      for (const item of news) expect(list).toContain(item.title);
      const article = news[0]!;
      const text = await pageText(request, `/news/${article._id}`);
      expect(text).toContain(article.title);
      expect(text).toContain(`By ${article.name}`);
      const body = (article.body ?? article.summary).replace(/\s+/g, ' ').trim();
      expect(text).toContain(body.slice(0, 60).trim());
    }).toPass({ timeout: 15_000 });
  });

  test('/news with a category filter lists only that category', async ({ request }) => {
    await expect(async () => {
      const { news } = await json<{ news: News[] }>(
        request,
        '/api/academic-news?limit=1&category=research',
      );
      expect(await pageText(request, '/news?category=research')).toContain(news[0]!.title);
    }).toPass({ timeout: 15_000 });
  });

  test('/events and an event: date, time, location and organizer', async ({ request }) => {
    await expect(async () => {
      const { events } = await json<{ events: Event[] }>(request, '/api/upcoming-events?limit=1');
      const event = events[0]!;
      expect(await pageText(request, '/events')).toContain(event.title);
      const text = await pageText(request, `/events/${event._id}`);
      for (const part of [event.title, event.time, event.location, event.organizer]) {
        expect(text).toContain(part);
      }
    }).toPass({ timeout: 15_000 });
  });

  test('the calendar and the timetable of a category and level', async ({ request }) => {
    const classes = await json<TimetableClass[]>(
      request,
      '/api/timetable?category=geophysics&level=300L',
    );
    const text = await pageText(
      request,
      '/academics/calendar?tab=timetable&category=geophysics&level=300L',
    );
    expect(text).toContain(classes[0]!.course);
    expect(text).toContain(classes[0]!.venue);
    const events = await json<{ event: string }[]>(request, '/api/events');
    expect(await pageText(request, '/academics/calendar')).toContain(events[0]!.event);
  });

  test('the Academics hub, a category and a course', async ({ request }) => {
    const courses = await json<Course[]>(request, '/api/courses?category=pure-physics');
    const course = courses[0]!;
    expect(await pageText(request, '/academics')).toContain('Pure Physics');
    expect(await pageText(request, '/academics/category/pure-physics')).toContain(course.title);
    const text = await pageText(request, `/academics/course/${encodeURIComponent(course.id)}`);
    expect(text).toContain(course.title);
    expect(text).toContain(course.outline[0]!);
  });

  test('tutorials, a tutorial, resources and past questions', async ({ request }) => {
    const tutorials = await json<Tutorial[]>(request, '/api/tutorials');
    const tutorial = tutorials[0]!;
    expect(await pageText(request, '/academics/tutorials')).toContain(tutorial.title);
    const text = await pageText(request, `/tutorials/${tutorial._id}`);
    expect(text).toContain(tutorial.title);
    expect(text).toContain(tutorial.lecturer);

    const resources = await json<{ title: string }[]>(request, '/api/resources');
    expect(await pageText(request, '/academics/learning-resources')).toContain(resources[0]!.title);
    const papers = await json<{ title: string }[]>(request, '/api/past-questions');
    expect(await pageText(request, '/academics/past-questions')).toContain(papers[0]!.title);
  });

  test('the Q&A forum and a question with its answers', async ({ request }) => {
    const questions = await json<Question[]>(request, '/api/qna');
    const answered = questions.find((entry) => entry.answers.length > 0)!;
    // Maths is typeset into KaTeX's markup: a question without any reads as written.
    const plain = questions.find((entry) => !entry.question.includes('$'))!;
    expect(await pageText(request, '/academics/qna')).toContain(plain.question);
    const text = await pageText(request, `/academics/qna/${answered.id}`);
    expect(text).toContain(`${answered.answers.length} answer`);
    expect(text).toContain(answered.answers[0]!.author);
  });

  test('the gallery and a category of it', async ({ request }) => {
    const photos = await json<{ name: string; category: string }[]>(
      request,
      '/api/photos?category=alumni&limit=1',
    );
    expect(await pageText(request, '/gallery')).toContain('Gallery');
    expect(await pageText(request, '/gallery/alumni')).toContain(photos[0]!.name);
  });
});
