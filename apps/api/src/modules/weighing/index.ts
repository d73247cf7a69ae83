export { createWeighing, finalTotals, unweighed } from './weighing';
export { createWeightSettings } from './weight-settings';
export { startPacking } from './packing-start';
