import type { Metadata } from 'next';
import { pageTitle, site } from './site';

/** Per-page metadata: the title format of the spec, description, canonical and robots. */
export function pageMetadata(opts: { title?: string; description?: string; path?: string; noindex?: boolean }): Metadata {
  return {
    title: { absolute: pageTitle(opts.title) },
    description: opts.description ?? site.tagline,
    ...(opts.path ? { alternates: { canonical: `${site.url}${site.baseUrl.replace(/\/$/, '')}${opts.path}` } } : {}),
    ...(opts.noindex ? { robots: { index: false, follow: true } } : {}),
  };
}
