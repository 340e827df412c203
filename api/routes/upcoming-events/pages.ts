import type { FastifyPluginAsync } from 'fastify';
import { upcomingEventsRepository } from '../../../db/repositories/upcoming-events';

const longDate = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // Calendar dates are stored at midnight UTC: read them in UTC so they never move by a day.
  timeZone: 'UTC',
});

/**
 * Tells the web app's server which event pages exist: /events/:id answers 404 for an unknown
 * event, and carries its title, when and where, and image as description and Open Graph tags.
 */
export const upcomingEventPages: FastifyPluginAsync = async (app) => {
  const events = upcomingEventsRepository(app.db);

  app.webPages?.resolve('/events', async () => ({
    title: 'Academic News & Events',
    description:
      'The latest academic news from the department and the association, and the events coming up.',
  }));

  app.webPages?.resolve('/events/:id', async ({ id }) => {
    const event = id && id.length <= 100 ? await events.get(id) : undefined;
    if (!event) return null;
    const when = `${longDate.format(new Date(event.date))}, ${event.time}`;
    return {
      title: event.title,
      description: `${when} · ${event.location}. ${event.description}`,
      image: event.imageUrl,
      type: 'article',
    };
  });
};
