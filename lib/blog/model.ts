import { site } from '../site';
import type { PostEntry } from './entry';

export const BLOG_TITLE = `${site.title} Blog`;
/** Docusaurus's `blogDescription`: the list's description and the feeds'. */
export const BLOG_DESCRIPTION = site.blog.description;

/** A post as pages, feeds and JSON-LD see it: its entry, MDX body and compiled code. */
export type BlogPost = PostEntry & { raw: string; code: string };
