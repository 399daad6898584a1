import type { AgeGroup } from '@stock/contracts';
import type { Rng } from '../prng';
import { r1 } from '../raster';

/** Flat-style people for the illustration scenes: proportions and hair tell the ages apart. */

const SKIN = ['#f6d5bd', '#eac09a', '#d7a27a', '#b97d55', '#8d5a3b', '#5e3a26'];
const HAIR = ['#2b1d14', '#4a2f1d', '#7a4a26', '#c68a3c', '#1a1a1a', '#a0522d'];
const GREY_HAIR = ['#d9d9d9', '#bfbfbf', '#eeeeee'];

export interface FigureLook {
  age: AgeGroup;
  skin: string;
  hair: string;
  top: string;
  bottom: string;
  long: boolean;
}

/** Height relative to an adult: what makes a child read as a child next to its parents. */
const HEIGHT: Record<AgeGroup, number> = { infant: 0.38, child: 0.62, teen: 0.88, young_adult: 1, adult: 1, senior: 0.95 };

export function randomLook(rng: Rng, age: AgeGroup, clothes: readonly string[]): FigureLook {
  return {
    age,
    skin: rng.pick(SKIN),
    hair: age === 'senior' ? rng.pick(GREY_HAIR) : rng.pick(HAIR),
    top: rng.pick(clothes),
    bottom: rng.pick(['#2f3e5c', '#3d3d3d', '#6b4f3a', '#1f2a44', '#556b2f', '#4b4453']),
    long: rng.chance(0.5),
  };
}

/**
 * Draws a standing person whose feet are at (x, ground) and who is `scale` pixels tall as an adult. A raised arm
 * (waving, presenting) is the only pose; it keeps the scenes lively without anatomy the flat style cannot carry.
 */
export function drawFigure(look: FigureLook, x: number, ground: number, scale: number, raiseArm = false): string {
  const h = scale * HEIGHT[look.age];
  const young = look.age === 'child' || look.age === 'infant';
  const head = h * (young ? 0.17 : 0.125);
  const legH = h * (young ? 0.36 : 0.44);
  const torsoH = h - legH - head * 2.1;
  const shoulder = h * (young ? 0.2 : 0.22);
  const hipY = ground - legH;
  const neckY = hipY - torsoH;
  const headCy = neckY - head * 1.02;
  const leg = shoulder * 0.32;
  const arm = shoulder * 0.22;
  const parts: string[] = [];
  parts.push(`<ellipse cx="${r1(x)}" cy="${r1(ground)}" rx="${r1(shoulder * 0.8)}" ry="${r1(h * 0.02)}" fill="#000" fill-opacity="0.12"/>`);
  parts.push(
    `<rect x="${r1(x - leg * 1.15)}" y="${r1(hipY - 2)}" width="${r1(leg)}" height="${r1(legH)}" rx="${r1(leg / 2)}" fill="${look.bottom}"/>`,
    `<rect x="${r1(x + leg * 0.15)}" y="${r1(hipY - 2)}" width="${r1(leg)}" height="${r1(legH)}" rx="${r1(leg / 2)}" fill="${look.bottom}"/>`,
  );
  parts.push(
    `<rect x="${r1(x - leg * 1.3)}" y="${r1(ground - leg * 0.5)}" width="${r1(leg * 1.25)}" height="${r1(leg * 0.5)}" rx="${r1(leg * 0.2)}" fill="#2a2a2a"/>`,
    `<rect x="${r1(x + leg * 0.05)}" y="${r1(ground - leg * 0.5)}" width="${r1(leg * 1.25)}" height="${r1(leg * 0.5)}" rx="${r1(leg * 0.2)}" fill="#2a2a2a"/>`,
  );
  const armLen = torsoH * 0.95;
  parts.push(
    `<rect x="${r1(x - shoulder / 2 - arm * 0.8)}" y="${r1(neckY + arm * 0.3)}" width="${r1(arm)}" height="${r1(armLen)}" rx="${r1(arm / 2)}" fill="${look.top}"/>`,
    raiseArm
      ? `<rect x="${r1(x + shoulder / 2 - arm * 0.2)}" y="${r1(neckY - armLen * 0.85)}" width="${r1(arm)}" height="${r1(armLen)}" rx="${r1(arm / 2)}" fill="${look.top}" transform="rotate(20 ${r1(x + shoulder / 2)} ${r1(neckY)})"/>`
      : `<rect x="${r1(x + shoulder / 2 - arm * 0.2)}" y="${r1(neckY + arm * 0.3)}" width="${r1(arm)}" height="${r1(armLen)}" rx="${r1(arm / 2)}" fill="${look.top}"/>`,
  );
  const handY = raiseArm ? neckY - armLen * 0.8 : neckY + armLen + arm * 0.2;
  const handX = raiseArm ? x + shoulder / 2 + armLen * 0.3 : x + shoulder / 2 + arm * 0.3;
  parts.push(
    `<circle cx="${r1(x - shoulder / 2 - arm * 0.3)}" cy="${r1(neckY + armLen + arm * 0.2)}" r="${r1(arm * 0.55)}" fill="${look.skin}"/>`,
    `<circle cx="${r1(handX)}" cy="${r1(handY)}" r="${r1(arm * 0.55)}" fill="${look.skin}"/>`,
  );
  parts.push(
    `<rect x="${r1(x - shoulder / 2)}" y="${r1(neckY)}" width="${r1(shoulder)}" height="${r1(torsoH + 4)}" rx="${r1(shoulder * 0.28)}" fill="${look.top}"/>`,
  );
  parts.push(
    `<rect x="${r1(x - head * 0.25)}" y="${r1(neckY - head * 0.3)}" width="${r1(head * 0.5)}" height="${r1(head * 0.45)}" fill="${look.skin}"/>`,
  );
  if (look.long && look.age !== 'infant') {
    parts.push(
      `<rect x="${r1(x - head * 1.1)}" y="${r1(headCy - head * 0.3)}" width="${r1(head * 2.2)}" height="${r1(head * 1.7)}" rx="${r1(head * 0.8)}" fill="${look.hair}"/>`,
    );
  }
  parts.push(`<circle cx="${r1(x)}" cy="${r1(headCy)}" r="${r1(head)}" fill="${look.skin}"/>`);
  parts.push(
    `<path d="M${r1(x - head * 1.02)} ${r1(headCy)} A${r1(head * 1.02)} ${r1(head * 1.05)} 0 0 1 ${r1(x + head * 1.02)} ${r1(headCy)} Q${r1(x)} ${r1(headCy - head * 0.5)} ${r1(x - head * 1.02)} ${r1(headCy)} Z" fill="${look.hair}"/>`,
  );
  const eye = head * 0.09;
  parts.push(
    `<circle cx="${r1(x - head * 0.35)}" cy="${r1(headCy + head * 0.1)}" r="${r1(eye)}" fill="#2b2b2b"/>`,
    `<circle cx="${r1(x + head * 0.35)}" cy="${r1(headCy + head * 0.1)}" r="${r1(eye)}" fill="#2b2b2b"/>`,
    `<path d="M${r1(x - head * 0.3)} ${r1(headCy + head * 0.45)} Q${r1(x)} ${r1(headCy + head * 0.7)} ${r1(x + head * 0.3)} ${r1(headCy + head * 0.45)}" stroke="#7a3b2e" stroke-width="${r1(eye * 0.8)}" fill="none" stroke-linecap="round"/>`,
  );
  if (look.age === 'senior') {
    parts.push(
      `<g fill="none" stroke="#333" stroke-width="${r1(eye * 0.7)}"><circle cx="${r1(x - head * 0.35)}" cy="${r1(headCy + head * 0.1)}" r="${r1(eye * 3)}"/><circle cx="${r1(x + head * 0.35)}" cy="${r1(headCy + head * 0.1)}" r="${r1(eye * 3)}"/></g>`,
    );
  }
  return `<g>${parts.join('')}</g>`;
}

/** People standing side by side, centred, as close as their number and the room allow; one of them raises an arm. */
export function drawGroup(
  looks: readonly FigureLook[],
  at: { centreX: number; ground: number; scale: number; maxWidth: number; waving: number },
): string {
  const spacing = Math.min(at.maxWidth, at.scale * 0.42 * looks.length) / looks.length;
  const startX = at.centreX - (spacing * (looks.length - 1)) / 2;
  return looks.map((look, i) => drawFigure(look, startX + i * spacing, at.ground, at.scale, i === at.waving)).join('');
}

/** The age groups a set of looks covers, in the canonical order, as the age filter stores them. */
export function ageGroupsOf(looks: readonly FigureLook[]): AgeGroup[] {
  const order: AgeGroup[] = ['infant', 'child', 'teen', 'young_adult', 'adult', 'senior'];
  return order.filter((age) => looks.some((look) => look.age === age));
}
