import { derivedId } from '@tams/platform';

/** Deterministic ids for demo data: the same seed gives the same ids on every machine. */
export const demoId = derivedId;
