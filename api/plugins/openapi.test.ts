import path from 'node:path';
import { formatProblems, getTotals, lintFromString, loadConfig } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/test-app';
import { operationId } from './openapi-operations';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { $ref?: string; description?: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { type: string; in: string; name: string }> };
}

let app: FastifyInstance;
let source: string;
let document: Document;
beforeAll(async () => {
  app = await buildTestApp();
  const response = await app.inject('/api/openapi.json');
  source = response.body;
  document = response.json() as Document;
});
afterAll(async () => app.close());

const operation = (url: string, method: string) => {
  const found = document.paths[url]?.[method];
  if (!found) throw new Error(`${method} ${url} is not in the document`);
  return found;
};

describe('the API document', () => {
  it('passes redocly’s lint (recommended rules, tuned in redocly.yaml) without an error', async () => {
    const config = await loadConfig({ configPath: path.resolve('redocly.yaml') });
    const problems = await lintFromString({ source, absoluteRef: '/api/openapi.json', config });
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) formatProblems(errors, { format: 'stylish', totals: getTotals(errors) });
    expect(
      errors.map(
        (problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`,
      ),
    ).toEqual([]);
  });

  it('names the staff session cookie as the security of staff routes, and none for public ones', () => {
    expect(document.components.securitySchemes.staffSession).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: app.auth.cookie.name,
    });
    expect(operation('/api/academic-news', 'post').security).toEqual([{ staffSession: [] }]);
    expect(operation('/api/academic-news', 'get').security).toEqual([]);
  });

  it('gives writes the errors the guard, the body and the id can cause', () => {
    const codes = (url: string, method: string) => Object.keys(operation(url, method).responses);
    expect(codes('/api/academic-news/{id}', 'put')).toEqual([
      '200',
      '400',
      '401',
      '403',
      '404',
      '413',
      '415',
      '422',
    ]);
    expect(codes('/api/resources/{id}', 'put')).not.toContain('422');
    expect(codes('/api/users', 'get')).toEqual(expect.arrayContaining(['401', '403']));
    expect(codes('/api/photos', 'post')).toEqual(
      expect.arrayContaining(['409', '413', '415', '422']),
    );
    expect(operation('/api/qna', 'post').responses['429']).toEqual({
      $ref: '#/components/responses/TooManyRequests',
    });
    const described = Object.values(document.paths)
      .flatMap((item) => Object.values(item))
      .flatMap((each) => Object.values(each.responses));
    expect(described.filter((response) => response.description === 'Default Response')).toEqual([]);
  });

  it('shows the multipart bodies with their files', () => {
    const body = operation('/api/photos', 'post').requestBody?.content['multipart/form-data'];
    expect(Object.keys(body?.schema.properties ?? {})).toEqual(
      expect.arrayContaining(['label', 'category', 'photo']),
    );
    const news = operation('/api/academic-news', 'post').requestBody?.content;
    expect(Object.keys(news ?? {})).toEqual(['application/json', 'multipart/form-data']);
  });

  it('gives every operation a unique operationId', () => {
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((each) => each.operationId),
    );
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationId('GET', '/api/qna/:id/answers')).toBe('getQnaByIdAnswers');
    expect(operationId('GET', '/api/calendar.ics')).toBe('getCalendarIcs');
  });
});
