export { type DemoCatalogueOptions, IMAGE_SCENES, planDemoCatalogue, VIDEO_SCENES } from './catalogue-plan';
export { createRng, hashSeed, mulberry32, type Rng } from './prng';
export {
  type DemoCatalogueItem,
  type DemoCategory,
  type DemoImageItem,
  type DemoVideoItem,
  IMAGE_CATEGORIES,
  type ImageScene,
  type Orientation,
  VIDEO_CATEGORIES,
  type VideoScene,
} from './types';
