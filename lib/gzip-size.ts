import zlib from 'node:zlib';

/** A file's size gzipped at zlib's default level (6), as a static host's compression sends it: the budgets' and the search manifest's measure. */
export const gzipSize = (data: Buffer | string) => zlib.gzipSync(data).length;
