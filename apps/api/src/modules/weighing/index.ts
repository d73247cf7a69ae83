export { createWeighing, unweighed } from './weighing';
export { createWeightSettings } from './weight-settings';
