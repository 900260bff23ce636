import { Foundation1763800000000 } from './1763800000000-Foundation.js';

/** Every migration, in order. New ones are appended. */
export const MIGRATIONS = [Foundation1763800000000];
