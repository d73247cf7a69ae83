export { imageUploadRoutes } from './admin-rest';
export { createImages, loadSharp } from './images';
export { uploadedImageRoutes } from './rest';
