// The storefront's first screens rendered on the server (issue 48): README «Server-rendered first screens».
export { createFirstScreen, type FirstScreen, type FirstScreenPage } from './first-screen';
export { FIRST_SCREENS } from './pages';
