export { createWeighing, finalTotals, unweighed } from './weighing';
export { createWeightSettings } from './weight-settings';
