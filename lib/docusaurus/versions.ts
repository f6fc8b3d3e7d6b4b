/**
 * Docusaurus's docs versions (plugin-content-docs `src/versions/`: files.ts, validation.ts,
 * version.ts): which versions a site builds, in which order, where each one lives and how each
 * one looks. A versioned site has `versions.json` (newest first), `versioned_docs/version-<name>/`
 * and `versioned_sidebars/version-<name>-sidebars.json` beside `docs/`, the working copy, whose
 * version is named "current" (labelled "Next").
 *
 * - The versions: "current" (unless `includeCurrentVersion: false`), then those of versions.json
 *   (none with `disableVersioning`), kept in that order by `onlyIncludeVersions`.
 * - The last version (`lastVersion`, else the first that is not "current", else "current") is
 *   served at the docs' root; "current" at `next/`, any other at its name (`versions.<n>.path`
 *   overrides).
 * - Banners: none on the last version; "unreleased" on those listed before it, "unmaintained" on
 *   those after it (`versions.<n>.banner`, 'none' for none). Badges when more than one version is
 *   built (`versions.<n>.badge`).
 *
 * Pure but for reading versions.json (readVersionNames): the rest is unit-tested without a site.
 * lib/site.ts sets the site's versions once (setDocsVersions); docLocation and the docs source read them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isUnder, trimSlashes } from '../url';
import { contentFolders, VERSIONED_DOCS } from '../content-folders';

export const CURRENT_VERSION = 'current';

export type VersionBanner = 'unreleased' | 'unmaintained';

/** `versions.<name>` of the docs plugin's options. */
export type VersionOptions = { label?: string; path?: string; banner?: 'none' | VersionBanner; badge?: boolean; noIndex?: boolean; className?: string };

/** The docs plugin's versioning options, defaulted as plugin-content-docs's options.ts does. */
export type VersioningOptions = {
  lastVersion?: string;
  includeCurrentVersion: boolean;
  onlyIncludeVersions?: string[];
  disableVersioning: boolean;
  editCurrentVersion: boolean;
  versions: Record<string, VersionOptions>;
};

export const DEFAULT_VERSIONING: VersioningOptions = { includeCurrentVersion: true, disableVersioning: false, editCurrentVersion: false, versions: {} };

export type DocsVersion = {
  name: string;
  label: string;
  /** Its routes' part after the docs' routeBasePath, without slashes: '' for the last version, 'next', '1.7' … */
  pathPart: string;
  banner: VersionBanner | null;
  badge: boolean;
  noIndex: boolean;
  className: string;
  isLast: boolean;
  /** Its docs' folder under the site folder: 'docs' or 'versioned_docs/version-<name>'. */
  dir: string;
  /** Its sidebars file under the site folder (versioned versions: a JSON file that may be missing); the current version's is the config's sidebarPath. */
  sidebarsFile?: string;
};

export const VERSIONS_FILE = 'versions.json';
const VERSIONED_SIDEBARS = 'versioned_sidebars';
export const versionDocsDir = (name: string) => (name === CURRENT_VERSION ? contentFolders().docs : `${VERSIONED_DOCS}/version-${name}`);
export const versionSidebarsFile = (name: string) => `${VERSIONED_SIDEBARS}/version-${name}-sidebars.json`;

/** validation.ts's validateVersionName: a name that can be a folder's. */
export function checkVersionName(name: unknown, where: string): string {
  if (typeof name !== 'string') throw new Error(`${where}: versions should be strings. Found ${JSON.stringify(name)}`);
  if (!name.trim()) throw new Error(`${where}: invalid version name "${name}": it must contain at least one non-whitespace character`);
  const rules: [RegExp, string][] = [
    [/[/\\]/, 'should not include slash (/) or backslash (\\)'],
    [/.{33,}/, 'cannot be longer than 32 characters'],
    // eslint-disable-next-line no-control-regex
    [/[<>:"|?*\x00-\x1F]/, 'should be a valid file path'],
    [/^\.\.?$/, 'should not be "." or ".."'],
  ];
  for (const [re, msg] of rules) if (re.test(name)) throw new Error(`${where}: invalid version name "${name}": a version name ${msg}`);
  return name;
}

/** files.ts's readVersionsFile: versions.json's names (newest first), checked; null without the file. */
export function readVersionsFile(root: string): string[] | null {
  const file = path.join(root, VERSIONS_FILE);
  if (!fs.existsSync(file)) return null;
  let data: unknown;
  try {
    data = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (e) {
    throw new Error(`versions.json: not valid JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(data)) throw new Error(`versions.json: the versions file should contain an array of version names, found ${JSON.stringify(data)}`);
  return data.map((n, i) => checkVersionName(n, `versions.json[${i}]`));
}

/**
 * files.ts's readVersionNames: "current" (when included) then versions.json's names, in their
 * order. `where` names the config's docs options in messages.
 */
export function readVersionNames(root: string, opts: VersioningOptions, where: string): string[] {
  const listed = readVersionsFile(root);
  if (!listed && opts.disableVersioning) throw new Error(`${where}.disableVersioning: true on a site without versions.json does not make sense`);
  const names = opts.disableVersioning ? [] : [...(listed ?? [])];
  if (opts.includeCurrentVersion && !names.includes(CURRENT_VERSION)) names.unshift(CURRENT_VERSION);
  if (!names.length) {
    throw new Error(`${where}.includeCurrentVersion: false leaves no version to build (${opts.disableVersioning ? 'versioning is disabled with disableVersioning: true' : 'versions.json is empty or missing'})`);
  }
  return names;
}

/** validation.ts's validateVersionsOptions, then version.ts's metadata for each version built. */
export function resolveVersions(all: string[], opts: VersioningOptions, where: string, sidebarExists: (file: string) => boolean = () => true): DocsVersion[] {
  const available = `Available version names are: ${all.join(', ')}`;
  if (opts.lastVersion !== undefined && !all.includes(opts.lastVersion)) throw new Error(`${where}.lastVersion: "${opts.lastVersion}" is not a version. ${available}`);
  const unknown = Object.keys(opts.versions).filter((n) => !all.includes(n));
  if (unknown.length) throw new Error(`${where}.versions: unknown versions (${unknown.join(', ')}). ${available}`);
  const only = opts.onlyIncludeVersions;
  if (only) {
    if (!only.length) throw new Error(`${where}.onlyIncludeVersions: an empty array is not allowed, at least one version is needed`);
    const bad = only.filter((n) => !all.includes(n));
    if (bad.length) throw new Error(`${where}.onlyIncludeVersions: unknown versions (${bad.join(', ')}). ${available}`);
    if (opts.lastVersion !== undefined && !only.includes(opts.lastVersion)) throw new Error(`${where}.lastVersion: "${opts.lastVersion}" must be one of onlyIncludeVersions when both are given`);
  }
  // filterVersions: the order is versions.json's, not onlyIncludeVersions'.
  const names = only ? all.filter((n) => only.includes(n)) : all;
  const last = opts.lastVersion ?? names.find((n) => n !== CURRENT_VERSION) ?? CURRENT_VERSION;
  return names.map((name): DocsVersion => {
    const o = opts.versions[name] ?? {};
    const defaultBanner: VersionBanner | null = name === last ? null : names.indexOf(name) < names.indexOf(last) ? 'unreleased' : 'unmaintained';
    const sidebars = name === CURRENT_VERSION ? undefined : versionSidebarsFile(name);
    return {
      name,
      label: o.label ?? (name === CURRENT_VERSION ? 'Next' : name),
      pathPart: trimSlashes(o.path ?? (name === last ? '' : name === CURRENT_VERSION ? 'next' : name)),
      banner: o.banner ? (o.banner === 'none' ? null : o.banner) : defaultBanner,
      badge: o.badge ?? names.length !== 1,
      noIndex: o.noIndex ?? false,
      className: o.className ?? `docs-version-${name}`,
      isLast: name === last,
      dir: versionDocsDir(name),
      ...(sidebars && sidebarExists(sidebars) ? { sidebarsFile: sidebars } : {}),
    };
  });
}

/** The one version of a site that is not versioned (what the engine assumes until the site's settings are loaded). */
export const SINGLE_VERSION: DocsVersion[] = resolveVersions([CURRENT_VERSION], DEFAULT_VERSIONING, 'docs');

let current: DocsVersion[] = SINGLE_VERSION;

/** The site's versions, in Docusaurus's order (current first when built, then versions.json's). */
export const docsVersions = (): DocsVersion[] => current;

/** Called by lib/site.ts with the site's versions (and by tests). */
export function setDocsVersions(versions: DocsVersion[]): void {
  current = versions;
}

/** The version served at the docs' root (Docusaurus's "last" version: the one readers get by default). */
export const lastVersion = (versions = current): DocsVersion => versions.find((v) => v.isLast) ?? versions[0];

/** The built version whose folder holds a source path under the site folder (`versioned_docs/version-1.7/a.md`), if any. */
export const versionOfSource = (source: string, versions = current): DocsVersion | undefined => versions.find((v) => source.startsWith(`${v.dir}/`));

/**
 * The version a docs route (under the docs' base, no slashes: 'next/intro', '1.7', 'intro') is
 * in: the one with the longest path part it starts with, so the last version (at '') is matched last,
 * as theme-common's getActiveVersion orders them.
 */
export function versionOfRoute(route: string, versions = current): DocsVersion {
  const r = trimSlashes(route);
  const inside = versions.filter((v) => !v.pathPart || isUnder(r, v.pathPart));
  return inside.sort((a, b) => b.pathPart.length - a.pathPart.length)[0] ?? lastVersion(versions);
}

/** A route of a version: its path part, then the doc's route in it. */
export const versionRoute = (v: Pick<DocsVersion, 'pathPart'>, route: string) => [v.pathPart, trimSlashes(route)].filter(Boolean).join('/');
