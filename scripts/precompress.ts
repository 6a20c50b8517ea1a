import fs from 'node:fs';
import zlib from 'node:zlib';

/** Text files the build compresses (from 1 KiB on; smaller ones gain nothing). */
export const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside `file`, at the highest levels: done once at build time, so the server
 * sends them as they are (@fastify/static `preCompressed`, src/server/http/spa.ts; docs/decisions/0170).
 */
export function compressBeside(file: string): void {
  const data = fs.readFileSync(file);
  if (data.length < 1024) return;
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
}
