// The part of pngjs 7 the visual suite uses (the package ships no types, and @types/pngjs is not a
// dependency).
declare module 'pngjs' {
  export class PNG {
    constructor(options: { width: number; height: number });
    width: number;
    height: number;
    data: Buffer;
    static sync: {
      read(buffer: Buffer): PNG;
      write(png: PNG, options?: { deflateLevel?: number }): Buffer;
    };
  }
}
