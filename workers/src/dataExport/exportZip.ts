import { ZipArchive } from 'archiver';

/** A zip built in memory from files appended one after the other (compressed, so it stays small). */
export class ExportZip {
  private readonly archive = new ZipArchive({ zlib: { level: 6 } });
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<Buffer>;

  constructor() {
    this.done = new Promise((resolve, reject) => {
      this.archive.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.archive.on('error', reject);
      this.archive.on('end', () => resolve(Buffer.concat(this.chunks)));
    });
  }

  add(name: string, bytes: Buffer): void {
    this.archive.append(bytes, { name });
  }

  async finish(): Promise<Buffer> {
    await this.archive.finalize();
    return this.done;
  }
}
