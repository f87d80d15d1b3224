// Module types for the non-script files the rspack config bundles (see create-frontend-config.ts).
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
