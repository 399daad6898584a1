import type { AppDeps } from '../app-deps';
import { uploadBlogImage } from '../modules/blogs/blog-images.service';
import { autumnScene } from './generators/images/autumn';
import { businessScene } from './generators/images/business';
import { christmasScene } from './generators/images/christmas';
import { cityScene } from './generators/images/city';
import { familiesScene } from './generators/images/families';
import { foodScene } from './generators/images/food';
import { geometricScene } from './generators/images/geometric';
import { iconsScene } from './generators/images/icons';
import { mountainsScene } from './generators/images/mountains';
import { sunsetsScene } from './generators/images/sunsets';
import { hashSeed } from './generators/prng';
import type { ImageScene } from './generators/types';

/** Topics with an obvious picture; every other article takes the next scene of the rotation. */
const BY_TOPIC: [RegExp, ImageScene][] = [
  [/seasonal|trends/, christmasScene],
  [/team|collections/, businessScene],
  [/accessibility|cliches|release/, familiesScene],
  [/aerial|drone|video/, cityScene],
  [/colour|editing/, sunsetsScene],
];
const ROTATION: readonly ImageScene[] = [mountainsScene, foodScene, geometricScene, autumnScene, iconsScene, cityScene, businessScene];

/**
 * Draws an article's cover with the catalogue's own generators and uploads it as an editor would (web-sized, stored
 * under public media), answering its URL for the article's cover.
 */
export async function uploadDemoCover(deps: AppDeps, editorId: number, file: string, index: number, title: string): Promise<string> {
  const scene = BY_TOPIC.find(([pattern]) => pattern.test(file))?.[1] ?? (ROTATION[index % ROTATION.length] as ImageScene);
  const picture = scene.create({ seed: hashSeed('blog-cover', file), orientation: 'wide', variant: index, longEdge: 1600 });
  const image = await uploadBlogImage(deps, editorId, {
    data: await picture.render(),
    fileName: file.replace(/\.md$/, '.jpg'),
    alt: title,
  });
  return image.url;
}
