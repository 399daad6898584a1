import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PROJECT_ROOT } from '../config/paths';
import { openApiDocument } from './openapi-document';

it('keeps docs/openapi.json in step with the routes (run `npm run openapi` after changing the API)', async () => {
  const committed = await readFile(path.join(PROJECT_ROOT, 'docs/openapi.json'), 'utf8');
  expect(committed).toBe(await openApiDocument());
});
