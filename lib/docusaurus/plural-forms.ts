/**
 * Docusaurus's plural messages, "One post|{count} posts": one form per plural category of the locale,
 * in the order zero, one, two, few, many, other (packages/docusaurus-theme-common/src/utils/usePluralForm.ts).
 * A message with one form is that form; with fewer forms than categories, the last stands for the rest.
 */
const ORDER: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];

const rules = new Map<string, { forms: Intl.LDMLPluralRule[]; select: (n: number) => Intl.LDMLPluralRule }>();

function pluralRules(locale: string) {
  let r = rules.get(locale);
  if (!r) {
    try {
      const pr = new Intl.PluralRules(locale);
      const cats = pr.resolvedOptions().pluralCategories;
      r = { forms: ORDER.filter((c) => cats.includes(c)), select: (n) => pr.select(n) };
    } catch {
      r = { forms: ['one', 'other'], select: (n) => (n === 1 ? 'one' : 'other') };
    }
    rules.set(locale, r);
  }
  return r;
}

export function selectPlural(message: string, count: number, locale: string): string {
  const parts = message.split('|');
  if (parts.length === 1) return parts[0];
  const r = pluralRules(locale);
  const i = r.forms.indexOf(r.select(count));
  return parts[Math.min(i < 0 ? parts.length - 1 : i, parts.length - 1)];
}

/**
 * A plural message's form for each plural category of the locale ({one: "Un document trouvé", other:
 * "{count} documents trouvés"}), as selectPlural picks them: for browser code, which then needs only
 * `Intl.PluralRules(locale).select(count)`, not this module.
 */
export function pluralFormsByCategory(message: string, locale: string): Partial<Record<Intl.LDMLPluralRule, string>> {
  const r = pluralRules(locale);
  const parts = message.split('|');
  return Object.fromEntries(r.forms.map((c, i) => [c, parts[Math.min(i, parts.length - 1)]]));
}
