/**
 * Content images open full screen: the compile marks every image that is not already a link
 * (lib/content/zoomable-images.ts), the page wraps it in a link to the file with this attribute
 * (components/mdx/components.tsx), and one listener (components/runtime/image-zoom.tsx) opens it
 * in a dialog instead. Without JavaScript the link opens the file itself.
 */
export const ZOOM_ATTR = 'data-zoom';
