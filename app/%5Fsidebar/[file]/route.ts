import { blogSidebar } from '@/lib/blog/source';
import { sidebarBranches } from '@/lib/docs/sidebar-view';
import { everySidebarItem } from '@/lib/docs/source';
import { routes } from '@/lib/routes';
import { site } from '@/lib/site';
import { generatedParams } from '@/lib/builder/page-reuse';

type Params = { file: string };

// One JSON file per collapsed docs sidebar category and per older year of the blog sidebar,
// fetched when a reader opens it.
export const dynamic = 'force-static';
export const dynamicParams = false;

const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);
// Every locale's: a locale's branches link to its own pages.
const branches = () => new Map([...site.i18n.locales.flatMap((l) => [...sidebarBranches(everySidebarItem(l.locale), l.locale)]), ...blogSidebar().branches]);

export function generateStaticParams(): Params[] {
  const files = [...branches().keys()].map((url) => ({ file: fileOf(url) }));
  // An export needs one file even when no category is collapsed.
  return generatedParams(files.length ? files : [{ file: fileOf(routes.sidebarBranch('none')) }], 'docs');
}

export async function GET(_req: Request, { params }: { params: Promise<Params> }) {
  const { file } = await params;
  const json = branches().get(routes.sidebarBranch(file.replace(/\.json$/, '')));
  return new Response(json ?? '[]', { headers: { 'content-type': 'application/json' } });
}
