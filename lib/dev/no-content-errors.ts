// What a production build imports as `oso-dev-errors` (tsconfig.json paths): no content errors to
// show. `npm run dev` imports `.contentlayer/dev-errors.json` instead (next.config.ts, ./content-errors.ts).
import type { DevError } from './content-errors';

const none: DevError[] = [];
export default none;
