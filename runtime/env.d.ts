declare module 'tn:site' {
  const site: import('./types.js').SiteData;
  export default site;
}
declare module '*.css';
