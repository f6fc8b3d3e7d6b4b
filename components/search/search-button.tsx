import { preconnect } from 'react-dom';
import { searchConfig } from '@/lib/search/config';
import { hostedSearchOrigin } from '@/lib/search/urls';
import { site } from '@/lib/site';
import { SearchControl } from './search-control';

/** The navbar's search control. In hosted mode the page preconnects to the search service. */
export function SearchButton() {
  const config = searchConfig(site);
  if (config.hosted) preconnect(hostedSearchOrigin(config.hosted.appId), { crossOrigin: 'anonymous' });
  return <SearchControl config={config} />;
}
