import type { Locator } from 'playwright-core';

export type ColourFamily = 'red' | 'orange' | 'yellow' | 'green' | 'blue' | 'purple' | 'grey';

/**
 * The colour family a person would name for an element's text or background, so a test can say "the error
 * is red" or "the booked badge is green" (as the spec does) without pinning the exact shade. The app writes
 * its colours in oklch; the browser paints the computed colour on a one-pixel canvas and we read the pixel
 * back as sRGB. A transparent background reads as grey.
 */
export async function colourOf(element: Locator, part: 'text' | 'background'): Promise<ColourFamily> {
  const [r, g, b] = await element.evaluate(
    (node, property) => {
      const canvas = document.createElement('canvas');
      canvas.width = canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.fillStyle = getComputedStyle(node)[property];
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)] as [number, number, number];
    },
    part === 'text' ? ('color' as const) : ('backgroundColor' as const),
  );
  return familyOf(r, g, b);
}

/**
 * Grey when the channels hardly differ, or differ little for how light the colour is (HSL saturation under
 * 25%: a pale tint such as the badges' red-100 is still clearly red; a warm grey is not). Otherwise by hue.
 */
function familyOf(r: number, g: number, b: number): ColourFamily {
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const spread = max - min;
  const room = 255 - Math.abs(max + min - 255);
  if (spread < 8 || spread / room < 0.25) return 'grey';
  let hue: number;
  if (max === r) hue = (60 * ((g - b) / spread) + 360) % 360;
  else if (max === g) hue = 60 * ((b - r) / spread) + 120;
  else hue = 60 * ((r - g) / spread) + 240;
  if (hue < 20 || hue >= 340) return 'red';
  if (hue < 40) return 'orange';
  if (hue < 75) return 'yellow';
  if (hue < 180) return 'green';
  if (hue < 260) return 'blue';
  return 'purple';
}
