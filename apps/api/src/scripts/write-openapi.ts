import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PROJECT_ROOT } from '../config/paths';
import { openApiDocument } from '../http/openapi-document';

/** Writes docs/openapi.json, the committed copy of the API contract that reviews read. */
const file = path.join(PROJECT_ROOT, 'docs/openapi.json');
await writeFile(file, await openApiDocument());
console.log(`Wrote ${path.relative(process.cwd(), file)}`);
