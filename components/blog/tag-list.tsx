import { uiText } from '@/lib/i18n/ui-text';
import { notFound } from 'next/navigation';
import { blogMetadata } from '@/lib/seo/blog';
import { blogTag, postsPerPage } from '@/lib/blog/source';
import { paginate } from '@/lib/blog/pagination';
import { capitalise } from '@/lib/format';
import { routes } from '@/lib/routes';
import { ListHeader, plural } from './list-header';
import { PostList } from './post-list';

const lookup = (permalink: string, n: number) => {
  const group = blogTag(permalink);
  const page = group ? paginate(group.posts, postsPerPage(), n) : null;
  return group && page ? { ...group, page } : null;
};

/** Shared by /blog/tags/{tag} and /blog/tags/{tag}/page/{n}. */
export function tagListMetadata(permalink: string, n: number) {
  const found = lookup(permalink, n);
  if (!found) return {};
  const title = `${uiText().t('theme.blog.tagTitle', { nPosts: plural(found.posts.length), tagName: found.tag.label })}${n > 1 ? ` - Page ${n}` : ''}`;
  return blogMetadata({ title, description: found.tag.description, path: routes.blogTag(permalink, n) }, found.tag);
}

export function TagList({ permalink, n }: { permalink: string; n: number }) {
  const found = lookup(permalink, n);
  if (!found) notFound();
  const { tag, posts, page } = found;
  return (
    <PostList
      page={page}
      path={routes.blogTag(permalink, n)}
      hrefOf={(i) => routes.blogTag(permalink, i)}
      header={
        <ListHeader
          title={capitalise(tag.label)}
          count={posts.length}
          description={tag.description}
          page={page.page}
          pages={page.pages}
          back={{ href: routes.blogTags(), label: uiText().t('theme.tags.tagsPageLink') }}
        />
      }
    />
  );
}
