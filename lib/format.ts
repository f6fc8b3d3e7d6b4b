const fmt = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "July 16, 2024", in UTC so the build machine's zone never shifts a date. */
export const formatDate = (iso: string) => fmt.format(new Date(iso));

/** "data science" → "Data science": tag page headings start with a capital. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, as text or in a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
