/**
 * Words buyers search for on stock sites, most common first. The generator draws them with a Zipf-like skew, so a few
 * words are on a large share of files (like "background") and a long tail of rarer words is on a handful each.
 */
export const HEAD_WORDS = `background nature people business abstract sky city woman man water landscape travel
technology food blue green sunset beach office light texture family summer winter business-team mountain flower
happy portrait night pattern tree ocean forest autumn spring animal sport health education fitness music coffee
work computer phone data network snow road car building architecture street sea river lake field garden red yellow
orange purple pink black white gold silver vintage modern minimal colorful bright dark sun moon star cloud rain
storm fog mist dawn morning evening holiday christmas wedding baby child kids teenager senior couple friends
team meeting laptop smiling young adult lifestyle fashion beauty model studio outdoor indoor home kitchen house
interior design art paint wall paper wood stone metal glass fire smoke ice desert island tropical palm wave sand
boat ship plane train bike running yoga dog cat bird horse fish insect butterfly bee leaf grass rose tulip fruit
vegetable bread cake wine beer tea breakfast dinner restaurant shop market money finance chart growth success
idea concept creative digital virtual future science medical doctor nurse hospital industry factory energy solar
wind power farm agriculture countryside village culture festival celebration party dance concert sport-football
basketball tennis swimming skiing hiking camping adventure freedom relax calm peace love romance emotion
aerial drone panorama closeup macro bokeh blur silhouette shadow reflection geometric gradient fractal space galaxy`
  .split(/\s+/)
  .filter(Boolean);

export const TAIL_SIZE = 40_000;

/** The long tail: plausible but rare compound terms, e.g. "ridge-17" style names are avoided to keep stemming real. */
export function tailWord(index: number): string {
  const a = HEAD_WORDS[index % HEAD_WORDS.length];
  const b = HEAD_WORDS[Math.floor(index / HEAD_WORDS.length) % HEAD_WORDS.length];
  return `${a}${b}${(index % 97).toString(36)}`;
}
