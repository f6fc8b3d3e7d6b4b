import type { Server } from 'node:http';

export function resolveFile(root: string, urlPath: string): string | null;
export function createStaticServer(opts: { root: string; basePath?: string; compress?: boolean; log?: boolean }): Server;
