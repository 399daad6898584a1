import { describe, expect, it } from 'vitest';
import { faceRuns } from './pdf-fonts';

describe('faceRuns', () => {
  it('draws text one face has in that face alone, line breaks and all', () => {
    expect(faceRuns('Szőke Zoë\nΩμέγα Жуков', 'regular')).toEqual([{ face: 'NotoSans-regular', text: 'Szőke Zoë\nΩμέγα Жуков' }]);
    expect(faceRuns('山田 花子：￥1,200', 'bold')).toEqual([{ face: 'NotoSansJP-bold', text: '山田 花子：￥1,200' }]);
  });

  it('cuts mixed scripts into runs by letter, spaces and digits staying in their run', () => {
    expect(faceRuns('Őrség 富士山 Ωμέγα 2027', 'regular')).toEqual([
      { face: 'NotoSans-regular', text: 'Őrség ' },
      { face: 'NotoSansJP-regular', text: '富士山 ' },
      { face: 'NotoSans-regular', text: 'Ωμέγα 2027' },
    ]);
  });
});
