// What the type check and a production build see as `oso-content-generation` (tsconfig.json paths):
// only `npm run dev` counts contentlayer's generations (next.config.ts, ./content-generation.ts).
import type { ContentGeneration } from './content-generation';

const none: ContentGeneration = { generation: 0 };
export default none;
