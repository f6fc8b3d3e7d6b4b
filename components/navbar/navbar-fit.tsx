import { MOBILE_MAX, type NavbarFit } from '@/lib/navbar-fit';
import styles from './navbar.module.css';
import mobile from './mobile-sidebar.module.css';
import search from '../search/search-button.module.css';

/**
 * The bar's own breakpoints (lib/navbar-fit.ts): between Docusaurus's 997 px and the width its content
 * needs, first the compact bar (search as its icon, tighter items), then, narrower, the mobile bar (the
 * hamburger, the items and the colour toggle in its menu). Plain CSS in the page, no script; nothing at
 * all for a bar that fits from 997 px. Without scripts the hamburger cannot open: the bar wraps
 * instead (navbar.module.css).
 */
export function NavbarFitStyle({ fit }: { fit: NavbarFit }) {
  const bar = `.${styles.navbar}`;
  const from = `(min-width: ${MOBILE_MAX + 1}px)`;
  const rules: string[] = [];
  if (fit.compact > MOBILE_MAX + 1)
    rules.push(
      `@media ${from} and (max-width: ${fit.compact - 1}px) and (scripting: enabled) {` +
        `${bar} .${styles.items}, ${bar} .${styles.desktopOnly} { display: none }` +
        `${bar} .${mobile.hamburger} { display: inline-flex }` +
        `${bar} .${search.button} { margin-inline-start: auto }` +
        '}',
    );
  if (fit.full > MOBILE_MAX + 1)
    rules.push(
      `@media ${from} and (max-width: ${fit.full - 1}px) {` +
        `${bar} .${styles.inner}, ${bar} .${styles.items} { gap: 0 }` +
        `${bar} .${styles.link}, ${bar} .${styles.htmlItem} { padding-inline: 0.4rem }` +
        `${bar} .${styles.dropdownLink} { padding-inline-end: 0.2rem }` +
        `${bar} .${search.placeholder}, ${bar} .${search.keys} { display: none }` +
        `${bar} .${search.button} { padding: 0 0.6rem }` +
        '}',
    );
  return rules.length ? <style>{rules.join('\n')}</style> : null;
}
