// swagger-ui-dist ships no types; the gateway uses only the folder its files are in.
declare module 'swagger-ui-dist/absolute-path.js' {
  export default function getAbsoluteFSPath(): string;
}
