export * from './constants.js';
export * from './rules.js';
export * from './format.js';
export * from './messages.js';
export type * from './api-types.js';
export * from './site.js';
export * from './photos.js';
export * from './brand.js';
