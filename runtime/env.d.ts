declare module 'tn:site' {
  // An ambient module cannot use an import statement without turning this file into a module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const site: import('./types.js').SiteData;
  export default site;
}
declare module '*.css';

/** True in the dev server's browser entry only; the build defines it false so dev code drops out. */
declare const __TN_DEV__: boolean;
