export interface PickedFile {
  file: File;
  /** "Holiday/beach/IMG_1.jpg" for a file inside a dropped folder, else its name. */
  relativePath: string;
}

// Files the operating system leaves in folders; nobody means to upload them.
const SYSTEM_FILE = /^(\.|Thumbs\.db$|desktop\.ini$)/i;

function readEntries(reader: FileSystemDirectoryReader): Promise<FileSystemEntry[]> {
  return new Promise((resolve, reject) => reader.readEntries(resolve, reject));
}

/** A directory reader hands out its entries in batches (about 100 in Chromium) until one comes back empty. */
async function allEntries(directory: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = directory.createReader();
  const entries: FileSystemEntry[] = [];
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) entries.push(...batch);
  return entries;
}

async function walk(entry: FileSystemEntry, prefix: string, into: PickedFile[]): Promise<void> {
  if (SYSTEM_FILE.test(entry.name)) return;
  if (entry.isFile) {
    const file = await new Promise<File>((resolve, reject) => (entry as FileSystemFileEntry).file(resolve, reject));
    into.push({ file, relativePath: `${prefix}${entry.name}` });
    return;
  }
  if (entry.isDirectory) {
    for (const child of await allEntries(entry as FileSystemDirectoryEntry)) await walk(child, `${prefix}${entry.name}/`, into);
  }
}

/** The files of a drop, folders opened all the way down; a browser without folder entries gives the plain files. */
export async function filesFromDrop(data: DataTransfer): Promise<PickedFile[]> {
  // The entries must be taken synchronously: the DataTransfer empties once the drop handler returns.
  const entries = [...data.items].map((item) => (item.kind === 'file' ? item.webkitGetAsEntry?.() : null));
  if (entries.length === 0 || entries.some((entry) => !entry)) return filesFromInput(data.files);
  const picked: PickedFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, '', picked);
  return picked;
}

/** The files of a file or folder picker (a folder picker gives each file its path inside the folder). */
export function filesFromInput(files: FileList | null): PickedFile[] {
  return [...(files ?? [])]
    .filter((file) => !SYSTEM_FILE.test(file.name))
    .map((file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}
