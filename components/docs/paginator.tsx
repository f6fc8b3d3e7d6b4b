import { uiText } from '@/lib/i18n/ui-text';
import type { PageLink } from '@/lib/docusaurus/doc-navigation';
import { Pager } from '../ui/pager';

export function DocsPaginator({ prev, next }: { prev?: PageLink; next?: PageLink }) {
  const text = uiText();
  return (
    <Pager
      label={text.t('theme.docs.paginator.navAriaLabel')}
      prev={prev && { ...prev, sub: text.t('theme.docs.paginator.previous') }}
      next={next && { ...next, sub: text.t('theme.docs.paginator.next') }}
    />
  );
}
