/**
 * The writes the crash suite streams at the server: creates of several kinds (each with an
 * Idempotency-Key, retried after the restart until acknowledged) and course edits.
 */
import sharp from 'sharp';
import type { StaffClient } from './client';
import type { Figures, Kind, Ledger, Operation } from './ledger';

const randomInt = (max: number) => Math.floor(Math.random() * max);
const address = () => `10.${randomInt(250)}.${randomInt(250)}.${1 + randomInt(250)}`;

/** A small JPEG no other upload has: each acknowledged upload must come back as its own file. */
async function uniqueJpeg(): Promise<Buffer> {
  return sharp({
    create: {
      width: 480,
      height: 360,
      channels: 3,
      background: { r: randomInt(256), g: randomInt(256), b: randomInt(256) },
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

async function newCreate(kind: Exclude<Kind, 'course-edit'>, ledger: Ledger): Promise<Operation> {
  const marker = ledger.nextMarker(kind);
  const base = { kind, marker, state: 'pending' as const };
  switch (kind) {
    case 'news':
      return ledger.add({
        ...base,
        request: {
          method: 'POST',
          path: '/api/academic-news',
          key: marker,
          json: {
            name: 'Crash suite',
            title: marker,
            summary: 'Written while the server may be killed at any moment.',
            date: '2026-11-18',
            category: 'academic',
          },
        },
      });
    case 'event':
      return ledger.add({
        ...base,
        request: {
          method: 'POST',
          path: '/api/upcoming-events',
          key: marker,
          json: {
            title: marker,
            date: '2026-12-01',
            time: '10:00',
            location: 'Physics lab 2',
            description: 'An event written while the server may be killed.',
            organizer: 'Crash suite',
          },
        },
      });
    case 'contact':
      return ledger.add({
        ...base,
        request: {
          method: 'POST',
          path: '/api/contact-messages',
          key: marker,
          from: address(),
          json: {
            name: 'Crash Suite',
            email: 'crash-suite@example.org',
            subject: marker,
            message: 'A message sent while the server may be killed at any moment.',
          },
        },
      });
    case 'photo': {
      const jpeg = await uniqueJpeg();
      return ledger.add({
        ...base,
        request: {
          method: 'POST',
          path: '/api/photos',
          key: marker,
          form: () => {
            const form = new FormData();
            form.set('label', marker);
            form.set('category', 'events');
            form.set('photo', new Blob([jpeg], { type: 'image/jpeg' }), 'crash.jpg');
            return form;
          },
        },
      });
    }
  }
}

/** The next edit of a course no other edit is in flight for, or undefined when all are busy. */
function newCourseEdit(ledger: Ledger): Operation | undefined {
  const free = [...ledger.courses.entries()].filter(([, course]) => !course.busy);
  const picked = free[randomInt(free.length)];
  if (!picked) return undefined;
  const [code, course] = picked;
  course.busy = true;
  course.sent += 1;
  const marker = `crash-edit ${code} v${course.sent}`;
  return ledger.add({
    kind: 'course-edit',
    marker,
    course: code,
    version: course.sent,
    state: 'pending',
    request: {
      method: 'PUT',
      path: `/api/courses/${encodeURIComponent(code)}`,
      json: { description: marker },
    },
  });
}

/**
 * Sends one operation. A 2xx is an acknowledgement; no answer (the server died) leaves it pending;
 * 409 and 503 are answers a client retries; anything else is a failure of the suite's checks.
 */
async function attempt(
  client: StaffClient,
  operation: Operation,
  ledger: Ledger,
  figures: Figures,
  phase: 'burst' | 'retry',
): Promise<void> {
  let answer;
  try {
    answer = await client.send(operation.request);
  } catch {
    return;
  }
  if (answer.status >= 200 && answer.status < 300) {
    operation.state = 'acked';
    const id = (answer.body as { _id?: unknown } | null)?._id;
    if (typeof id === 'string') operation.id = id;
    if (phase === 'retry') figures.retried += 1;
    else if (operation.kind === 'photo') figures.acknowledgedUploads += 1;
    else figures.acknowledged += 1;
    if (answer.replayed) figures.replayed += 1;
    if (operation.course) {
      const course = ledger.courses.get(operation.course);
      if (course) {
        course.acked = Math.max(course.acked, operation.version ?? 0);
        course.busy = false;
      }
    }
    return;
  }
  if (answer.status === 409 || answer.status === 503) return;
  figures.unexpectedAnswers += 1;
  ledger.problem(
    'unexpectedAnswers',
    `${operation.request.method} ${operation.request.path} (${operation.marker}) answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 200)}`,
  );
  // Not retried: the same request would be refused again.
  operation.state = 'acked';
}

/** Writers that each send one operation after another until `stopped()`. */
export async function stream(
  client: StaffClient,
  ledger: Ledger,
  figures: Figures,
  options: { kinds: Kind[]; writers: number; stopped: () => boolean },
): Promise<void> {
  const writer = async () => {
    while (!options.stopped()) {
      const kind = options.kinds[randomInt(options.kinds.length)] ?? 'news';
      const operation =
        kind === 'course-edit' ? newCourseEdit(ledger) : await newCreate(kind, ledger);
      if (!operation) continue;
      if (options.stopped()) return;
      await attempt(client, operation, ledger, figures, 'burst');
    }
  };
  await Promise.all(Array.from({ length: options.writers }, writer));
}

/** Sends again, with their keys, the writes of the last cycle that got no answer. */
export async function retryPending(
  client: StaffClient,
  ledger: Ledger,
  figures: Figures,
): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    const pending = ledger.pending();
    if (pending.length === 0) return;
    await Promise.all(
      pending.map((operation) => attempt(client, operation, ledger, figures, 'retry')),
    );
  }
}

/**
 * A few acknowledged creates sent again with their keys: each must be answered from the stored
 * answer (Idempotent-Replayed, the same id), never created again.
 */
export async function probeReplays(
  client: StaffClient,
  ledger: Ledger,
  figures: Figures,
  count: number,
): Promise<void> {
  const acked = ledger.operations.filter(
    (operation) => operation.state === 'acked' && operation.request.key && operation.id,
  );
  for (let i = 0; i < count && acked.length > 0; i += 1) {
    const operation = acked[randomInt(acked.length)];
    if (!operation) continue;
    const answer = await client.send(operation.request);
    const id = (answer.body as { _id?: unknown } | null)?._id;
    if (answer.status !== 201 || !answer.replayed || id !== operation.id) {
      figures.unexpectedAnswers += 1;
      ledger.problem(
        'unexpectedAnswers',
        `replaying ${operation.marker} answered ${answer.status} (replayed: ${answer.replayed}, id ${String(id)} for ${operation.id})`,
      );
    }
  }
}
