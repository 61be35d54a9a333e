// @koa/multer 4 ships no types; the part of its API we use (multer's, promisified for Koa).
declare module '@koa/multer' {
  import type { Middleware } from 'koa';

  interface StorageEngine {
    readonly kind?: 'storage';
  }
  interface Limits {
    fileSize?: number;
    files?: number;
    fields?: number;
    parts?: number;
  }
  interface Instance {
    single(fieldName: string): Middleware;
  }
  interface KoaMulter {
    (options: { storage?: StorageEngine; limits?: Limits }): Instance;
    memoryStorage(): StorageEngine;
  }
  /** The received file (memory storage), set on ctx.file. */
  export interface UploadedFile {
    fieldname: string;
    originalname: string;
    mimetype: string;
    size: number;
    buffer: Buffer;
  }
  const multer: KoaMulter;
  export default multer;
}
