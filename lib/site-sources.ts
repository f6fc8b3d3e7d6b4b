/**
 * How the site's settings are layered, and where each value of the effective site configuration came from (`npm run config`): the highest
 * layer of lib/site.ts's `siteLayers` that sets it. Lists are one value (a layer replaces them whole).
 */
import mergeWith from 'lodash-es/mergeWith.js';

const replaceLists = (_: unknown, v: unknown) => (Array.isArray(v) ? v : undefined);

/** Layers of settings merged lowest first: objects key by key, lists replaced whole. */
export const mergeLayers = (...layers: object[]): Record<string, unknown> => mergeWith({}, ...layers, replaceLists);

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function at(obj: unknown, path: string[]): unknown {
  let v = obj;
  for (const k of path) v = isPlain(v) ? v[k] : undefined;
  return v;
}

export type ConfigRow = { key: string; value: string; from: string };

export function effectiveConfig(config: object, layers: { from: string; data: object }[]): ConfigRow[] {
  const rows: ConfigRow[] = [];
  const walk = (v: unknown, path: string[]) => {
    if (isPlain(v) && Object.keys(v).length) {
      for (const [k, child] of Object.entries(v)) walk(child, [...path, k]);
      return;
    }
    const from = [...layers].reverse().find((l) => at(l.data, path) !== undefined)?.from ?? layers[0]?.from ?? '';
    rows.push({ key: path.join('.'), value: JSON.stringify(v) ?? 'undefined', from });
  };
  walk(config, []);
  return rows;
}
