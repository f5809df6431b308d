declare module 'tn:site' {
  // An ambient module cannot use an import statement without turning this file into a module.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const site: import('./types.js').SiteData;
  export default site;
}
declare module '*.css';
