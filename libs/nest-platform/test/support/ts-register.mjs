// `node --import <this file> <file.ts>`: runs workspace TypeScript from source (see ts-hooks.mjs).
import { register } from 'node:module';

register('./ts-hooks.mjs', import.meta.url);
