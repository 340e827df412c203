import type { FastifyPluginAsync } from 'fastify';
import { heroPreloads } from '../../../contract/artwork';

/**
 * The pages that open with a full-screen hero (/, /about) name its first image in the HTML, so the
 * browser fetches the largest element on screen at once, with high priority, instead of after the
 * scripts have run. /contact gets its title and description.
 */
export const frontDoorPages: FastifyPluginAsync<{ siteName: string }> = async (
  app,
  { siteName },
) => {
  app.webPages?.resolve('/', async () => ({
    title: siteName,
    description:
      'Physics students learning, researching and growing together: tutorials, past questions, seminars, events and a community for every level from 100L to 400L.',
    image: '/art/orbits-landscape-1440.webp',
    preload: heroPreloads('orbits'),
  }));

  app.webPages?.resolve('/about', async () => ({
    title: 'About us',
    description:
      'Our history, mission and vision, the values we share, the executive council and the faculty advisers who guide the association.',
    image: '/art/constellation-landscape-1440.webp',
    preload: heroPreloads('constellation'),
  }));

  app.webPages?.resolve('/contact', async () => ({
    title: 'Contact us',
    description:
      'Write to the association: questions about membership, events, tutorials or partnerships. We reply by email.',
  }));
};
