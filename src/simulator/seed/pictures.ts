import { type AttachmentDraft } from '../store/types';
import { encodePng, type Rgb } from './png';

const paper: Rgb = [246, 247, 250];
const ink: Rgb = [47, 85, 212];
const red: Rgb = [212, 64, 64];
const wall: Rgb = [60, 60, 70];

/** A bar chart of five bars. */
function chart(x: number, y: number): Rgb {
  const bar = Math.floor(x / 32);
  return y > 90 - bar * 16 && x % 32 > 4 ? ink : paper;
}

/** Two marker strokes on a whiteboard. */
function whiteboard(x: number, y: number): Rgb {
  if (Math.abs(y - (30 + Math.round(12 * Math.sin(x / 9)))) < 2) return ink;
  if (Math.abs(x - y - 20) < 2 && x > 50) return red;
  return paper;
}

/** Rooms of a floor plan: walls every 32 pixels, with doors. */
function floorPlan(x: number, y: number): Rgb {
  const onWall = x % 32 < 2 || y % 32 < 2;
  const door = (x % 32 > 12 && x % 32 < 20) || (y % 32 > 12 && y % 32 < 20);
  return onWall && !door ? wall : paper;
}

function picture(commonName: string, contents: Buffer): AttachmentDraft {
  return {
    commonName,
    originalLocation: commonName,
    mimeType: 'image/png',
    hasThumbnail: true,
    size: contents.length,
    contents,
  };
}

/**
 * The images seeded chat messages carry: small real PNGs, made once and shared by every message
 * that carries one (so a large data set holds three files, not thousands).
 */
export const seededPictures: readonly AttachmentDraft[] = [
  picture('chart.png', encodePng(160, 100, chart)),
  picture('whiteboard.png', encodePng(120, 90, whiteboard)),
  picture('floor-plan.png', encodePng(97, 97, floorPlan)),
];
