/**
 * The global holding the sidebars for the server bundle (see renderPages.ts): a file of its own, so
 * that a render worker, which sets it, does not load virtualModules.ts and the compiler it imports.
 */
export const SIDEBARS_GLOBAL = '__tn_sidebars';
