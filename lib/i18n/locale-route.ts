/**
 * A route of the default locale's (app/(site)/…) as a route of another locale: the same
 * generateStaticParams, and its metadata and page rendered in `locale` (lib/i18n/current-locale.ts).
 * The locale's route folder (app-templates/locale/, written by lib/builder/locale-route-folders.ts)
 * re-exports these, so a page's code is written once for every locale.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { renderInLocale } from './current-locale';

type RouteModule<Props> = {
  default: (props: Props) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: Props) => Metadata | Promise<Metadata>;
  generateStaticParams?: () => unknown[] | Promise<unknown[]>;
};

export function localeRoute<Props>(locale: string, route: RouteModule<Props>) {
  return {
    generateStaticParams: route.generateStaticParams,
    generateMetadata: async (props: Props): Promise<Metadata> => {
      renderInLocale(locale);
      return route.generateMetadata ? route.generateMetadata(props) : {};
    },
    Page: async (props: Props) => {
      renderInLocale(locale);
      return route.default(props);
    },
  };
}
