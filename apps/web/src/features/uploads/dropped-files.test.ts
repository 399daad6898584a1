import { describe, expect, it } from 'vitest';
import { filesFromDrop, filesFromInput } from './dropped-files';

type FakeEntry = FileSystemEntry & { children?: FakeEntry[] };

const fileEntry = (name: string): FakeEntry =>
  ({
    name,
    isFile: true,
    isDirectory: false,
    file: (resolve: (file: File) => void) => resolve(new File(['x'], name)),
  }) as unknown as FakeEntry;

/** A folder whose reader hands out its entries two at a time, as browsers hand them out in batches. */
const folderEntry = (name: string, children: FakeEntry[]): FakeEntry =>
  ({
    name,
    isFile: false,
    isDirectory: true,
    createReader: () => {
      let position = 0;
      return {
        readEntries: (resolve: (entries: FakeEntry[]) => void) => {
          resolve(children.slice(position, position + 2));
          position += 2;
        },
      };
    },
  }) as unknown as FakeEntry;

const dropOf = (entries: FakeEntry[]) =>
  ({ items: entries.map((entry) => ({ kind: 'file', webkitGetAsEntry: () => entry })), files: [] }) as unknown as DataTransfer;

describe('the files of a drop', () => {
  it('opens dropped folders all the way down, batch after batch, and leaves out system files', async () => {
    const drop = dropOf([
      fileEntry('loose.jpg'),
      folderEntry('Holiday', [
        fileEntry('a.jpg'),
        fileEntry('.DS_Store'),
        fileEntry('b.jpg'),
        folderEntry('Beach', [fileEntry('c.mp4'), fileEntry('Thumbs.db')]),
        fileEntry('d.png'),
      ]),
    ]);
    expect((await filesFromDrop(drop)).map((picked) => picked.relativePath)).toEqual([
      'loose.jpg',
      'Holiday/a.jpg',
      'Holiday/b.jpg',
      'Holiday/Beach/c.mp4',
      'Holiday/d.png',
    ]);
  });

  it('takes a folder picker’s paths, and a plain picker’s names', () => {
    const inFolder = new File(['x'], 'a.jpg');
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: 'Trip/a.jpg' });
    const list = [inFolder, new File(['x'], 'b.jpg'), new File(['x'], '.hidden')] as unknown as FileList;
    expect(filesFromInput(list).map((picked) => picked.relativePath)).toEqual(['Trip/a.jpg', 'b.jpg']);
  });
});
