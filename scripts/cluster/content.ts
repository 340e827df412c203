/**
 * Content of several kinds created, edited and deleted through nginx, and read back through each
 * instance directly: news, events, a photo (an upload, its derivative) and a resource with a PDF.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { expectStatus, field, type Client } from './client';
import type { Instance } from './instances';
import { check, type Family } from './report';

export interface Cluster {
  /** The admin, signed in, through nginx. */
  staff: Client;
  instances: Instance[];
  /** The build's folder (DIST_DIR), whose samples/ has the PDFs the seed uses. */
  dist: string;
}

const run = randomBytes(3).toString('hex');

/** Each instance answers `path` the same bytes (`status`), to the same signed-in admin. */
async function sameOnEvery(cluster: Cluster, path: string, status = 200): Promise<Buffer> {
  const answers = await Promise.all(
    cluster.instances.map((instance) => cluster.staff.at(instance.server.base).get(path)),
  );
  answers.forEach((reply, index) =>
    expectStatus(reply, status, `GET ${path} on instance ${cluster.instances[index]?.name}`),
  );
  const [first, ...others] = answers.map((reply) => reply.bytes);
  check(
    others.every((bytes) => first?.equals(bytes)),
    `GET ${path} answered different bytes on different instances`,
  );
  return first ?? Buffer.alloc(0);
}

/** A JSON field of `path` as every instance reads it. */
async function fieldOnEvery(cluster: Cluster, path: string, name: string): Promise<string> {
  return (
    JSON.parse((await sameOnEvery(cluster, path)).toString('utf8')) as Record<string, string>
  )[name] as string;
}

/** Create → read on every instance → edit → read on every instance → delete → 404 everywhere. */
async function crud(
  cluster: Cluster,
  family: Family,
  kind: string,
  collection: string,
  create: { json?: unknown; form?: FormData },
  edit: Record<string, string>,
): Promise<void> {
  const created = expectStatus(
    await cluster.staff.send(collection, {
      ...create,
      key: `${kind.replace(/[^a-z]+/gi, '-')}-${run}`,
    }),
    201,
    `create ${kind}`,
  );
  const id = field(created, '_id');
  const item = `${collection}/${id}`;
  await sameOnEvery(cluster, item);
  expectStatus(await cluster.staff.send(item, { method: 'PUT', json: edit }), 200, `edit ${kind}`);
  const [name, value] = Object.entries(edit)[0] ?? ['', ''];
  const seen = await fieldOnEvery(cluster, item, name);
  check(seen === value, `the edited ${kind} reads ${name} "${seen}", not "${value}"`);
  expectStatus(await cluster.staff.send(item, { method: 'DELETE' }), 204, `delete ${kind}`);
  await sameOnEvery(cluster, item, 404);
  family.checked.push(
    `${kind}: created (by ${created.upstream}), edited, deleted through nginx; each step read on every instance`,
  );
}

/** A JPEG of its own (noise), so its key is new to the bucket. */
async function uniquePhoto(): Promise<Buffer> {
  return sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: '#4a7bb5',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A sample PDF of the build with a comment of this run after it: a new key, still a PDF. */
function uniquePdf(dist: string): Buffer {
  const samples = path.join(dist, 'samples');
  const name = fs.readdirSync(samples).find((file) => file.endsWith('.pdf'));
  if (!name) throw new Error(`no sample PDF in ${samples}`);
  return Buffer.concat([
    fs.readFileSync(path.join(samples, name)),
    Buffer.from(`\n% cluster test ${run} ${randomBytes(8).toString('hex')}\n`),
  ]);
}

export async function contentChecks(cluster: Cluster, family: Family): Promise<void> {
  await crud(
    cluster,
    family,
    'news',
    '/api/academic-news',
    {
      json: {
        name: 'Cluster test',
        title: `Cluster news ${run}`,
        summary: 'Written through nginx.',
        date: '2026-11-25',
        category: 'academic',
      },
    },
    { title: `Cluster news ${run}, edited` },
  );
  await crud(
    cluster,
    family,
    'event',
    '/api/upcoming-events',
    {
      json: {
        title: `Cluster event ${run}`,
        date: '2026-12-01',
        time: '10:00',
        location: 'Physics lab 2',
        description: 'An event written through nginx.',
        organizer: 'Cluster test',
      },
    },
    { title: `Cluster event ${run}, edited` },
  );

  // A photo: uploaded through nginx, its file and a derivative read on every instance.
  const jpeg = await uniquePhoto();
  const form = new FormData();
  form.set('label', `Cluster photo ${run}`);
  form.set('category', 'events');
  form.set('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'cluster.jpg');
  const photo = expectStatus(
    await cluster.staff.send('/api/photos', { form, key: `photo-${run}` }),
    201,
    'upload a photo',
  );
  const photoId = field(photo, '_id');
  const photoUrl = field(photo, 'url');
  const stored = await sameOnEvery(cluster, photoUrl);
  const variant = `${photoUrl}?w=400&f=webp`;
  const derivative = await sameOnEvery(cluster, variant);
  const meta = await sharp(derivative).metadata();
  check(
    meta.format === 'webp' && meta.width === 400,
    `the derivative is ${meta.format} ${meta.width}px`,
  );
  expectStatus(
    await cluster.staff.send(`/api/photos/${photoId}`, {
      method: 'PUT',
      json: { label: `Cluster photo ${run}, edited` },
    }),
    200,
    'edit the photo',
  );
  const label = await fieldOnEvery(cluster, `/api/photos/${photoId}`, 'label');
  check(label.endsWith('edited'), `the edited photo's label reads "${label}"`);
  expectStatus(
    await cluster.staff.send(`/api/photos/${photoId}`, { method: 'DELETE' }),
    204,
    'delete the photo',
  );
  await sameOnEvery(cluster, photoUrl, 404);
  family.checked.push(
    `photo: ${Math.round(jpeg.length / 1024)} KB uploaded (stored ${Math.round(stored.length / 1024)} KB), ` +
      `read and a 400 px WebP derivative read identical on every instance; edited; deleted, then 404 everywhere`,
  );

  // A PDF: uploaded, used by a resource, downloaded from every instance byte for byte.
  const pdf = uniquePdf(cluster.dist);
  const upload = new FormData();
  upload.set('file', new Blob([pdf], { type: 'application/pdf' }), 'cluster.pdf');
  const uploaded = expectStatus(
    await cluster.staff.send('/api/uploads/pdf', { form: upload }),
    201,
    'upload a PDF',
  );
  const pdfUrl = field(uploaded, 'url');
  const downloaded = await sameOnEvery(cluster, pdfUrl);
  check(downloaded.equals(pdf), 'a downloaded PDF differs from the uploaded one');
  await crud(
    cluster,
    family,
    'resource (with the PDF)',
    '/api/resources',
    {
      json: {
        title: `Cluster resource ${run}`,
        description: 'A PDF uploaded through nginx.',
        type: 'pdf',
        category: 'pure-physics',
        url: pdfUrl,
        downloadable: true,
      },
    },
    { title: `Cluster resource ${run}, edited` },
  );
  family.checked.push(
    `PDF: ${Math.round(pdf.length / 1024)} KB uploaded through nginx, downloaded byte for byte from every instance`,
  );
}
