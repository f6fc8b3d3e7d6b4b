/**
 * Which file a locale's page is made from. Docusaurus's docs plugin lists a version's docs from its
 * own folder, then reads each from the first folder of `getContentPathList` that holds it: the
 * locale's translation (`i18n/<locale>/docusaurus-plugin-content-docs/current/<same path>`), else
 * the default locale's file (plugin-content-docs src/docs.ts readDocFile, src/versions/files.ts
 * getDocsDirPathLocalized). So a translated file replaces its default one, an untranslated doc shows
 * the default locale's content, and a translated file with no default twin is no page at all.
 */
import { translatedDocOf } from '../docusaurus/i18n';
import { versionDocsDir } from '../docusaurus/versions';
import { site } from '../site';
import { contentFolders, translatedPostOf } from '../content-folders';

/** A source path (relative to the site folder) as the default locale holds it: a translated doc → its default twin's path. */
export function defaultLocaleSource(source: string): string {
  const post = translatedPostOf(source);
  if (post) return `${contentFolders().blog}/${post.rel}`;
  const t = translatedDocOf(site.i18n, source);
  if (!t) return source;
  return `${versionDocsDir(t.version)}/${t.rel}`;
}

/** The translated file that replaces `source` (a default-locale source path) in `locale`, among `translated` (by their default twin's path). */
export type TranslatedSources<T> = Map<string, Map<string, T>>;

/** Groups translated documents by locale, then by their default twin's source path. */
export function byLocaleAndTwin<T>(docs: T[], sourceOf: (d: T) => string): TranslatedSources<T> {
  const out: TranslatedSources<T> = new Map();
  for (const d of docs) {
    const t = translatedDocOf(site.i18n, sourceOf(d));
    if (!t) continue;
    if (!out.has(t.locale)) out.set(t.locale, new Map());
    out.get(t.locale)!.set(defaultLocaleSource(sourceOf(d)), d);
  }
  return out;
}
