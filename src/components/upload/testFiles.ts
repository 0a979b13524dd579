/** Test helpers: files with a given name, type and (claimed) size, without allocating it. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File([new Uint8Array(8)], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** A promise whose settling the test controls, to observe in-between states. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * An ImageBitmap of the given size. Browsers have no public constructor for it; jest-canvas-mock
 * installs one taking (width, height), which the DOM typings do not know about.
 */
export function fakeBitmap(width: number, height: number): ImageBitmap {
  const MockBitmap = ImageBitmap as unknown as new (w: number, h: number) => ImageBitmap;
  return new MockBitmap(width, height);
}
