export { createImages, loadSharp } from './images';
