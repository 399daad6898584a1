import { writeFileSync } from 'node:fs';
import { GENERATED_PATH, generatedSource } from './generate';

writeFileSync(GENERATED_PATH, await generatedSource());
console.log(`Wrote ${GENERATED_PATH}`);
