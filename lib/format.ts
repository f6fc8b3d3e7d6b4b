/** "data science" → "Data science": tag page headings start with a capital. */
export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML, as text or in a quoted attribute. */
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
