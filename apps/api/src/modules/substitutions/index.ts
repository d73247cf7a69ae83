export { createSubstitutions, type SubstitutionsService } from './substitutions';
export { createSubstitutionSettings } from './substitution-settings';
export { substitutionJob } from './substitution-job';
