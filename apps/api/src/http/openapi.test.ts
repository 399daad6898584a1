import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config/paths';
import { openApiDocument } from './openapi-document';

it('keeps docs/openapi.json in step with the routes (run `npm run openapi` after changing the API)', async () => {
  const committed = await readFile(path.join(PROJECT_ROOT, 'docs/openapi.json'), 'utf8');
  expect(committed).toBe(await openApiDocument());
});

it('documents the error answer of every route, so a client knows what a refusal looks like', async () => {
  const document = JSON.parse(await openApiDocument()) as { paths: Record<string, Record<string, { responses?: object }>> };
  const undocumented = Object.entries(document.paths).flatMap(([route, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => !Object.keys(operation.responses ?? {}).some((code) => code.startsWith('4')))
      .map(([method]) => `${method.toUpperCase()} ${route}`),
  );
  // Health answers 200 or 503 and never refuses a caller.
  expect(undocumented).toEqual(['GET /api/health']);
});
