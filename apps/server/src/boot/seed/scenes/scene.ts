import { createRng, Sketch } from './canvas.ts';
import {
  blueCityFort,
  bodhiTemple,
  boulderRuins,
  cliffCaves,
  ghats,
  goldenTemple,
  hillFort,
  lakePalace,
  mausoleum,
  monastery,
  mountainTemple,
  palaceLights,
  templeCluster,
  templeTank,
} from './heritage.ts';
import {
  backwater,
  beachCove,
  desertDunes,
  flowerMeadow,
  mountainRoad,
  paragliding,
  riverRafting,
  shikaraLake,
  snowTrek,
  teaHills,
  underwater,
  waterfall,
} from './outdoor.ts';
import { palettes, type TimeOfDay } from './sky.ts';

const painters = {
  'snow-trek': snowTrek,
  'river-rafting': riverRafting,
  paragliding,
  underwater,
  'mountain-road': mountainRoad,
  'flower-meadow': flowerMeadow,
  waterfall,
  backwater,
  'shikara-lake': shikaraLake,
  'tea-hills': teaHills,
  'desert-dunes': desertDunes,
  'beach-cove': beachCove,
  ghats,
  'golden-temple': goldenTemple,
  'mountain-temple': mountainTemple,
  'temple-tank': templeTank,
  'bodhi-temple': bodhiTemple,
  monastery,
  'boulder-ruins': boulderRuins,
  'hill-fort': hillFort,
  mausoleum,
  'temple-cluster': templeCluster,
  'cliff-caves': cliffCaves,
  'palace-lights': palaceLights,
  'blue-city-fort': blueCityFort,
  'lake-palace': lakePalace,
} as const;

export type SceneKind = keyof typeof painters;

/** What a tour's picture shows: the kind of place, the light, and a seed for the details. */
export interface SceneSpec {
  kind: SceneKind;
  time: TimeOfDay;
  seed: number;
}

export function sceneSvg(spec: SceneSpec, width: number, height: number): string {
  const sketch = new Sketch(createRng(spec.seed));
  painters[spec.kind](sketch, palettes[spec.time]);
  return sketch.svg(width, height);
}
