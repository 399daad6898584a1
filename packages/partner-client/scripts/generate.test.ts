import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_PATH, generatedSource } from './generate';

describe('the generated partner client', () => {
  it('is what the generator makes of docs/openapi.json today (run `npm run generate` when this fails)', async () => {
    expect(readFileSync(GENERATED_PATH, 'utf8')).toBe(await generatedSource());
  });

  it('covers the /api/v1 paths only, relative to the base URL', async () => {
    const source = await generatedSource();
    expect(source).toContain('"/search": {');
    expect(source).toContain('"/oauth/token": {');
    expect(source).toContain('"/collections/{collection_id}/files": {');
    expect(source).not.toMatch(/"\/api\//);
    expect(source).not.toContain('"/buyer/');
  });
});
