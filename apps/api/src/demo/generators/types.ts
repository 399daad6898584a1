import type { AgeGroup } from '@stock/contracts';
export const IMAGE_CATEGORIES = {
  'Nature & Landscapes': ['Mountains', 'Sunsets & Sunrises', 'Seas & Coasts', 'Night Sky'],
  'People & Lifestyle': ['Families & Generations', 'Business & Office'],
  'Cities & Architecture': ['Skylines'],
  'Food & Drink': ['Food & Still Life'],
  'Holidays & Seasons': ['Christmas & Winter Holidays', 'Autumn'],
  'Abstract & Backgrounds': ['Gradients', 'Geometric Patterns', 'Textures', 'Fractals', 'Bokeh & Light', 'Icons & Symbols'],
} as const;

export const VIDEO_CATEGORIES = {
  'Abstract Motion': ['Fractal Zooms', 'Cellular Automata', 'Animated Gradients', 'Particles'],
} as const;

export type ImageCategoryParent = keyof typeof IMAGE_CATEGORIES;
export type VideoCategoryParent = keyof typeof VIDEO_CATEGORIES;
export type VideoCategoryChild = (typeof VIDEO_CATEGORIES)['Abstract Motion'][number];

export interface DemoCategory {
  parent: string;
  child: string;
}

interface DemoItemBase {
  title: string;
  /** One sentence. */
  description: string;
  /** 20 to 40, lower-case, most specific first. */
  keywords: string[];
  category: DemoCategory;
  width: number;
  height: number;
  /** Which generator made it and from which seed: enough to make it again. */
  generator: string;
  seed: number;
}

export interface DemoImageItem extends DemoItemBase {
  kind: 'IMAGE';
  /** How many people the picture shows and of which ages: what the people and age filters find. */
  people?: { count: number; ageGroups: AgeGroup[] };
  /** Renders the picture as a JPEG. */
  render(): Promise<Buffer>;
}

export interface DemoVideoItem extends DemoItemBase {
  kind: 'VIDEO';
  category: { parent: 'Abstract Motion'; child: VideoCategoryChild };
  durationSeconds: number;
  fps: number;
  /** Writes an H.264 MP4 (no audio) to outputPath. */
  render(outputPath: string): Promise<void>;
}

export type DemoCatalogueItem = DemoImageItem | DemoVideoItem;

/** Landscape 3:2, wide 16:9, portrait 2:3, square 1:1, panorama 7:3. */
export type Orientation = 'landscape' | 'wide' | 'portrait' | 'square' | 'panorama';

export interface SceneInput {
  seed: number;
  orientation: Orientation;
  /** Cycles a scene through its palettes and styles, so that a catalogue shows all of them. */
  variant: number;
  /** Draws at this long edge instead of the catalogue's size. */
  longEdge?: number;
}

export interface ImageScene {
  name: string;
  category: DemoCategory;
  create(input: SceneInput): DemoImageItem;
}

export interface VideoInput {
  seed: number;
  variant: number;
  /** The frame size the clip is encoded at: Full HD for most, 4K for a few. */
  size: VideoSize;
}

export interface VideoSize {
  width: number;
  height: number;
}

export interface VideoScene {
  name: string;
  category: { parent: 'Abstract Motion'; child: VideoCategoryChild };
  create(input: VideoInput): DemoVideoItem;
}
