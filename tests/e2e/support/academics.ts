import type { APIRequestContext, Page } from '@playwright/test';
import { adminEmail, adminPassword } from './staff';
import { expect, test } from './test';

/** A tiny PDF: the server only checks the %PDF- header. */
export const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** A short token that makes this run's records unique (tests share one database). */
export const unique = () => Math.random().toString(36).slice(2, 8);

/** Signs the page's browser context in as the e2e admin, for creating fixtures through the API. */
export async function staffApi(
  page: Page,
): Promise<{ request: APIRequestContext; origin: string }> {
  const baseURL = test.info().project.use.baseURL;
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = new URL(baseURL).origin;
  const response = await page.request.post('/api/auth/login', {
    data: { email: adminEmail, password: adminPassword },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
  return { request: page.request, origin };
}

export async function createTutorial(page: Page, fields: Record<string, string>, pdf = false) {
  const { request, origin } = await staffApi(page);
  const response = await request.post('/api/tutorials', {
    headers: { origin },
    multipart: {
      ...fields,
      ...(pdf ? { pdf: { name: 'notes.pdf', mimeType: 'application/pdf', buffer: pdfBytes } } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { _id: string };
}

/** Leaves the staff session, so what follows is what any visitor sees. */
export async function becomeStudent(page: Page) {
  await page.context().clearCookies();
}
