import { site } from '../site';
import type { PostEntry } from './entry';

export const BLOG_TITLE = `${site.title} Blog`;
export const BLOG_DESCRIPTION = 'Analyses, methods and news from Open Source Observer.';

/** A post as pages, feeds and JSON-LD see it: its entry, MDX body and compiled code. */
export type BlogPost = PostEntry & { raw: string; code: string };
