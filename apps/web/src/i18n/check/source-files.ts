import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The web app's source files the check reads: .ts and .tsx, without tests and test helpers. */
export function sourceFiles(srcDir: string): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !/\.d\.ts$/.test(file))
    .filter((file) => !file.startsWith(`test${path.sep}`))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}
