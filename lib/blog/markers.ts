/** Marks the element whose HTML is a post's body (the feeds' `content`). */
export const POST_BODY_ATTR = 'data-post-body';
/** Marks what a feed reader should not get (the second drawing of a chart). */
export const FEED_SKIP_ATTR = 'data-feed-skip';
