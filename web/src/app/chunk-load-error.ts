// A page's code that could not be downloaded (offline, or a new release replaced the file); only a reload helps.
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super(`Loading a page failed: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "ChunkLoadError";
  }
}

/** Runs a dynamic import, turning its failure into a ChunkLoadError the error page can tell apart. */
export async function loadChunk<Module>(load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    throw new ChunkLoadError(error);
  }
}
