import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '@/test/render';
import { fakeApi } from '@/test/api';
import { tutorial } from '@/features/academics/testing/fixtures';
import type { TutorialFields } from './tutorial-values';
import { updateTutorial } from './update-tutorial';

afterEach(() => vi.unstubAllGlobals());

const fields: TutorialFields = {
  type: 'video',
  title: 'Projectile motion',
  description: 'Angles and ranges.',
  category: 'pure-physics',
  level: '100L',
  lecturer: 'Dr. Eze',
  duration: '',
  videoUrl: 'https://youtu.be/abc123XYZ_0',
  keywords: 'kinematics',
  uploadDate: '2026-11-20',
};

describe('updateTutorial', () => {
  it('sends multipart with the new files; blank optional fields clear them', async () => {
    const api = fakeApi({ 'PUT /api/tutorials/t1': () => jsonResponse(tutorial(1)) });
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await updateTutorial({ id: 't1', fields, files: { pdf } });
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body).toMatchObject({ title: 'Projectile motion', duration: '', pdf });
    expect(api.calls[0]?.body).not.toHaveProperty('thumbnail');
  });

  it('takes the thumbnail away as JSON, after uploading a new PDF', async () => {
    const api = fakeApi({ 'PUT /api/tutorials/t1': () => jsonResponse(tutorial(1)) });
    const pdf = new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });
    await updateTutorial({ id: 't1', fields, files: { pdf, removeThumbnail: true } });
    expect(api.calls.map((call) => (call.body as Record<string, unknown>).thumbnail)).toEqual([
      undefined,
      '',
    ]);
    expect(api.calls[0]?.body).toHaveProperty('pdf.name', pdf.name);
    expect(api.calls[1]?.body).not.toHaveProperty('pdfUrl');
  });

  it('takes the PDF away with a blank pdfUrl, and fails with the spec-style message', async () => {
    const api = fakeApi({ 'PUT /api/tutorials/t1': () => jsonResponse(tutorial(1)) });
    await updateTutorial({ id: 't1', fields, files: { removePdf: true } });
    expect(api.calls[0]?.body).toHaveProperty('pdfUrl', '');
    fakeApi({ 'PUT /api/tutorials/t1': () => new Response('oops', { status: 502 }) });
    await expect(updateTutorial({ id: 't1', fields })).rejects.toThrow('Failed to update tutorial');
  });
});
