export { createProblemDecisions, type ProblemDecisions } from './problem-decisions';
export { problemLinks, type ProblemLinks } from './problem-links';
export { createProblemReports, type ProblemReports } from './problem-reports';
