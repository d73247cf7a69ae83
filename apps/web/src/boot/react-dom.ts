// Evaluated as a stage of its own (main.tsx): React DOM is the largest library of the first screen.
export { createRoot } from 'react-dom/client';
