import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Writes .br and .gz beside every text asset once, at build time, so that the server sends compressed files
 * without spending CPU per request (@fastify/static's preCompressed option picks them by Accept-Encoding).
 */
export async function precompressAssets(distDir: string): Promise<void> {
  const entries = await readdir(distDir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile() && COMPRESSIBLE.test(e.name)).map((e) => path.join(e.parentPath, e.name));
  await Promise.all(
    files.map(async (file) => {
      const content = await readFile(file);
      if (content.length < 1024) return;
      await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
      await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
    }),
  );
}
