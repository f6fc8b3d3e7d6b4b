import type { PostEntry } from './entry';

/** A post as pages, feeds and JSON-LD see it: its entry, MDX body and compiled code. */
export type BlogPost = PostEntry & { raw: string; code: string };
