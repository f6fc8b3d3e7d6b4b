/**
 * `themeConfig.prism` with Docusaurus 3's defaults (theme-classic's validateThemeConfig.ts): the
 * palenight theme, `darkTheme` the same as `theme` unless given (theme-common's usePrismTheme), the
 * `highlight-next-line` / `highlight-start` / `highlight-end` magic comments. `additionalLanguages`
 * needs nothing: shiki has every language.
 */
import { DOCUSAURUS_PRISM_THEME } from '../content/code-theme';
import { DEFAULT_MAGIC_COMMENTS } from './code-block-lines';

type Obj = Record<string, unknown>;
const isTheme = (v: unknown): v is Obj => typeof v === 'object' && v !== null && 'plain' in v && 'styles' in v;

export function prismSettings(prism: Obj): Obj {
  const theme = isTheme(prism.theme) ? prism.theme : DOCUSAURUS_PRISM_THEME;
  const settings: Obj = {
    theme,
    darkTheme: isTheme(prism.darkTheme) ? prism.darkTheme : theme,
    magicComments: Array.isArray(prism.magicComments) ? prism.magicComments : DEFAULT_MAGIC_COMMENTS,
  };
  // Docusaurus lowercases prism language names (its PrismLanguage schema).
  if (typeof prism.defaultLanguage === 'string') settings.defaultLanguage = prism.defaultLanguage.toLowerCase();
  return settings;
}
