import { renderToReadableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useActionData,
} from 'react-router';
import { describe, expect, it } from 'vitest';
import type { FormReply } from '@/lib/form-reply';
import { ContactForm, type ContactField } from './contact-form';

/** /contact rendered on the server after a post, as a browser without scripts receives it. */
async function renderAfterPost(reply: FormReply<ContactField>) {
  const { query, dataRoutes } = createStaticHandler([
    {
      path: '/contact',
      action: () => reply,
      Component: () => <ContactForm reply={useActionData() as FormReply<ContactField>} />,
    },
  ]);
  const body = new URLSearchParams({ name: 'x' });
  const context = await query(new Request('http://localhost/contact', { method: 'POST', body }));
  if (context instanceof Response) throw new Error('Expected a page, not a response');
  const router = createStaticRouter(dataRoutes, context);
  // As the server renders a page: whole, the form's lazily loaded part included.
  const stream = await renderToReadableStream(
    <StaticRouterProvider router={router} context={context} />,
  );
  await stream.allReady;
  return new Response(stream).text();
}

/** The opening tag of the control named `name` (no DOM here: the HTML as sent). */
function control(html: string, name: string): string {
  const tag = new RegExp(`<(input|textarea|select)[^>]*name="${name}"[^>]*>`).exec(html);
  if (!tag) throw new Error(`No control named ${name}`);
  return tag[0];
}

describe('ContactForm without scripts', () => {
  it('shows the server’s messages under their fields and keeps what was typed', async () => {
    const html = await renderAfterPost({
      ok: false,
      status: 400,
      formError: null,
      fieldErrors: { message: 'Enter your message' },
      values: { name: 'Ada Obi', email: 'ada@example.org', subject: 'Quiz', message: '   ' },
    });
    const message = control(html, 'message');
    expect(message).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(message)?.[1];
    expect(html).toMatch(new RegExp(`id="${describedBy}"[^>]*>Enter your message</p>`));
    expect(control(html, 'name')).toContain('value="Ada Obi"');
    expect(control(html, 'name')).not.toContain('aria-invalid="true"');
    expect(control(html, 'email')).toContain('value="ada@example.org"');
    // The honeypot is posted with the rest.
    expect(control(html, 'website')).toContain('tabindex="-1"');
  });

  it('shows a refusal for the whole form, such as the rate limit', async () => {
    const html = await renderAfterPost({
      ok: false,
      status: 429,
      formError: 'Please try again in 42 minutes.',
      fieldErrors: {},
      values: { name: 'Ada Obi' },
    });
    expect(html).toMatch(/role="alert"[^>]*>.*Please try again in 42 minutes\./);
  });
});
