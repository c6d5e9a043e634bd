// class-transformer 0.5 ships its storage's types apart from the CommonJS file Node loads.
declare module 'class-transformer/cjs/storage.js' {
  export { defaultMetadataStorage } from 'class-transformer/types/storage.js';
}
