/** The nearest ancestor that scrolls vertically, or null when the element scrolls with the page. */
export function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return null;
}

/**
 * Scroll the element's own scroll box (not the page) so the element shows about a third of the
 * way down, when it is not already in view. The page itself never moves: the sidebar is beside
 * what the reader came to read.
 */
export function revealInScroller(el: HTMLElement): void {
  const box = scrollerOf(el);
  if (!box) return;
  const b = box.getBoundingClientRect();
  const r = el.getBoundingClientRect();
  if (r.top >= b.top && r.bottom <= b.bottom) return;
  box.scrollTop += r.top - b.top - (b.height - r.height) / 3;
}
